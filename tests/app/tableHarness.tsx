// Rendering for the table, overlay and screen tests: react-dom in happy-dom, the messages of a language (English
// unless told), and a small data set generator.
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { LOCALE_OF, type Language } from '../../src/app/i18n/languages';
import { activeTable } from '../../src/app/table/activeTable';
import type { TableController } from '../../src/app/table/controller';
import type { Column, DataTableProps } from '../../src/app/table/types';
import { MESSAGES } from './messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export const messages: Record<string, string> = MESSAGES.en;

export interface Rendered {
  container: HTMLElement;
  rerender(ui: ReactNode): void;
  unmount(): void;
}

const mounted = new Set<Rendered>();

/** Unmounts everything rendered (call in afterEach): a mounted table keeps timers and subscriptions alive. */
export function cleanup(): void {
  for (const rendered of [...mounted]) rendered.unmount();
  document.body.innerHTML = '';
}

export function render(ui: ReactNode, { language = 'en' }: { language?: Language } = {}): Rendered {
  const container = document.createElement('div');
  document.body.append(container);
  let root: Root | null = null;
  const wrap = (node: ReactNode) => (
    <IntlProvider locale={LOCALE_OF[language]} messages={MESSAGES[language]} onError={(error) => { throw error; }}>
      {node}
    </IntlProvider>
  );
  act(() => {
    root = createRoot(container);
    root.render(wrap(ui));
  });
  const rendered: Rendered = {
    container,
    rerender: (next) => act(() => root?.render(wrap(next))),
    unmount: () => {
      if (!mounted.delete(rendered)) return;
      act(() => root?.unmount());
      container.remove();
    },
  };
  mounted.add(rendered);
  return rendered;
}

/** Lets a real server answer and React render, until `check` passes (or 5 s). */
export async function settle(check: () => void | Promise<void>): Promise<void> {
  const until = Date.now() + 5000;
  for (;;) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > until) throw error;
    }
  }
}

export function press(target: Element, key: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  act(() => {
    target.dispatchEvent(event);
  });
  return event;
}

export function click(target: Element, init: MouseEventInit = {}): void {
  act(() => {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  });
}

export function typeInto(input: HTMLInputElement, value: string): void {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export function changeSelect(select: HTMLSelectElement, value: string): void {
  act(() => {
    const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
    setter?.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export interface Device {
  id: number;
  name: string;
  model: string;
  status: string;
  base: string | null;
  created: string;
}

const MODELS = ['Counter', 'Gate', 'Kiosk'];
const STATUSES = ['available', 'in_use', 'repairing'];

/** Device n: "Device 0001", models and statuses in rotation, created one minute apart (id 1 oldest). */
export function makeDevices(count: number): Device[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Device ${String(index + 1).padStart(4, '0')}`,
    model: MODELS[index % MODELS.length] ?? '',
    status: STATUSES[index % STATUSES.length] ?? '',
    base: index % 4 === 0 ? null : 'lisbon',
    created: new Date(Date.UTC(2024, 0, 1, 0, index)).toISOString(),
  }));
}

// Titles reuse existing message ids: the tests need ids that resolve, not the devices screen's own.
export const deviceColumns: Column<Device>[] = [
  { id: 'name', title: 'nav.devices', value: (row) => row.name },
  { id: 'model', title: 'nav.models', value: (row) => row.model },
  { id: 'status', title: 'dashboard.statusChart', value: (row) => row.status },
  { id: 'base', title: 'dashboard.baseChart', value: (row) => row.base },
  { id: 'created', title: 'app.name', value: (row) => row.created },
];

export const rowsIn = (container: ParentNode) => [...container.querySelectorAll<HTMLElement>('[role="grid"] [role="rowgroup"]:last-child [role="row"]')];
export const gridIn = (container: ParentNode) => container.querySelector<HTMLElement>('[role="grid"]') as HTMLElement;
/** A button by its text, or by its aria-label when it shows an icon. */
export const buttonNamed = (container: ParentNode, name: string | RegExp) =>
  [...container.querySelectorAll<HTMLButtonElement>('button')].find((button) => {
    const text = button.textContent?.trim() || button.getAttribute('aria-label') || '';
    return typeof name === 'string' ? text === name : name.test(text);
  }) as HTMLButtonElement;

const SIXTY_DEVICES = makeDevices(60);

/** A devices table of 60 rows, newest first (id 60, then 59, …), searchable by name and model; `overrides` win. */
export function deviceTableProps(overrides: Partial<DataTableProps<Device>> = {}): DataTableProps<Device> {
  return {
    id: 'devices',
    label: 'nav.devices',
    rows: SIXTY_DEVICES,
    columns: deviceColumns,
    defaultVisible: ['name', 'model', 'status'],
    defaultSort: { column: 'created', direction: 'desc' },
    searchable: ['name', 'model'],
    status: 'loaded',
    onRefresh: () => {},
    initialHeight: 4000,
    ...overrides,
  };
}

/** The active table's controller, each call inside act as a key binding's would be. */
export function activeController(): TableController {
  const controller = activeTable();
  if (!controller) throw new Error('no active table');
  return new Proxy(controller, {
    get: (target, key) => {
      const value = target[key as keyof TableController];
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        let result: unknown;
        act(() => {
          result = (value as (...inner: unknown[]) => unknown)(...args);
        });
        return result;
      };
    },
  });
}
