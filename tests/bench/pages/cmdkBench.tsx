// cmdk with its own filtering over N items (?items=N), the baseline the palette is compared with.
import { Command } from 'cmdk';
import { createRoot } from 'react-dom/client';

const count = Number(new URLSearchParams(location.search).get('items') ?? 1000);
const items = Array.from({ length: count }, (_, index) => `KIOSK-${String(index + 1).padStart(6, '0')} SN${(index * 7919) % 1000003}`);

function Bench() {
  return (
    <Command label="cmdk baseline">
      <Command.Input aria-label="Search" autoFocus />
      <Command.List>
        <Command.Empty>No results</Command.Empty>
        {items.map((item) => (
          <Command.Item key={item} value={item}>{item}</Command.Item>
        ))}
      </Command.List>
    </Command>
  );
}

const started = performance.now();
createRoot(document.getElementById('root') as HTMLElement).render(<Bench />);
requestAnimationFrame(() => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => Object.assign(window, { __firstPaint: performance.now() - started });
  channel.port2.postMessage(null);
});
