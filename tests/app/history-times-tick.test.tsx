// A history entry left on screen keeps saying when it was made: "agora" becomes "há 2 minutos" as time passes, with
// no new answer from the server (HistoryEntryItem, ui/useClock.ts).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../src/contract/history';
import { HistoryEntryItem } from '../../src/app/history/HistoryEntryItem';
import { MESSAGES } from './messages';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-26T14:02:00Z'));
});
afterEach(() => vi.useRealTimers());

const entry: HistoryEntry = {
  id: 7, at: '2026-11-26T14:02:00Z', user: { id: 2, name: 'Ana Silva' }, operation: 'devices.bulk_status', record_count: 2,
  changes: [{ record: 'device:301', field: 'status', before: 'available', after: 'missing' }], changes_total: 2,
};

it('says "agora", then "há 2 minutos" two minutes later while it stays on screen', () => {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <IntlProvider locale="pt-PT" messages={MESSAGES.pt}>
        <ul><HistoryEntryItem entry={entry} current={false} undoing={false} itemRef={null} onFocus={() => {}} onOpen={() => {}} onUndo={() => {}} /></ul>
      </IntlProvider>,
    );
  });
  expect(container.textContent).toContain('agora');
  act(() => {
    vi.advanceTimersByTime(2 * 60_000);
  });
  expect(container.textContent).toContain('há 2 minutos');
  act(() => root.unmount());
  container.remove();
});
