// Mounts the palette in happy-dom with the real locale messages, a registry made
// with defineCommand, real list stores fed by in-memory rows, and a fake of the app's services (not of our server).
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { vi } from 'vitest';
import type { CommandContext, Scope } from '../../commands/context';
import type { Registry } from '../../commands/registry';
import type { Device, KitroomEvent, Space, User } from '../../src/contract/entities';
import type { MessageId } from '../../src/app/i18n/messageIds';
import { PaletteHost } from '../../src/app/palette/PaletteHost';
import { closePalette } from '../../src/app/state/paletteState';
import type { PaletteSearch } from '../../src/app/palette/serverSearch';
import type { PaletteLists } from '../../src/app/palette/useListIndex';
import type { EventRow } from '../../src/app/services/eventRows';
import { LISTED_SECTIONS } from '../../src/app/sections/declared';
import { createListStore } from '../../src/app/state/listStore';
import { contextOf, recordingServices, type RecordingServices } from './commandContext';
import { MESSAGES as APP_MESSAGES, translator } from './messages';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Messages only the tests' own commands use. */
export const TEST_MESSAGES = {
  'test.changeStatus': 'Change status',
  'test.changeStatus.selection': '{count, plural, one {Change status of # device…} other {Change status of # devices…}}',
  'test.status.choose': 'Choose a status',
  'test.base.choose': 'Choose a base',
  'test.export': 'Export devices',
  'test.delete': 'Delete devices',
  'test.delete.selection': '{count, plural, one {Delete # device} other {Delete # devices}}',
  'test.needsSelection': 'Select devices first',
  'test.fail': 'Break something',
};

export const MESSAGES: Record<string, string> = { ...APP_MESSAGES.en, ...TEST_MESSAGES };

/** A test message id; the tests' own ids are not in locales/en.json. */
export const id = (key: keyof typeof TEST_MESSAGES | MessageId) => key as MessageId;

/** The app's services, recording their calls, in English with the tests' own messages. */
export const fakeApp = (): RecordingServices => recordingServices({ t: translator('en', MESSAGES) });

/** On the devices (or `route`, `scope`), with rows 1 to `selectionCount` selected. */
export function contextFor(app: RecordingServices, options: { route?: string; scope?: Scope; selectionCount?: number } = {}): CommandContext {
  const selected = Array.from({ length: options.selectionCount ?? 0 }, (_, index) => index + 1);
  return contextOf(app, { route: options.route ?? '/devices', scope: options.scope ?? 'devices', selected });
}

export function device(id: number, overrides: Partial<Device> = {}): Device {
  return {
    id, name: `Counter ${String(id).padStart(4, '0')}`, serial_id: `SN-${id}`, mac_address: `aa:bb:cc:00:${String(id % 100).padStart(2, '0')}:01`,
    firmware_version: '1.0', data_version: '1', status: 'available', comment: '', model_type_id: 1, model_name: 'Gate X',
    category_name: 'Counters', current_event_id: null, current_event_name: '', current_exhibitor_name: '', key_tag: `KT-${id}`,
    base: 'lisbon', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z', ...overrides,
  };
}

export function event(id: number, name: string): EventRow {
  return {
    live_interactions: null, settings_id: null,
    id, name, slug: name.toLowerCase(), start_date: '2025-06-01T09:00:00.000Z', end_date: '2025-06-03T18:00:00.000Z',
    timezone_id: 'Europe/Lisbon' as KitroomEvent['timezone_id'], location: 'Lisbon', default_language: 'pt' as KitroomEvent['default_language'],
    description: '', max_capacity: 100, capacity: 0, image: null, background_image: null, is_published: true, base_cost: 0,
  };
}

/** A store for every list the palette searches itself (each declared `search: 'list'` section), with the rows given. */
export function listsOf(rows: Partial<{ [Id in keyof PaletteLists]: Array<PaletteLists[Id]['state']['rows'][number]> }> = {}): PaletteLists {
  const describe = (error: unknown) => String(error);
  // each store holds its own section's rows
  return Object.fromEntries(LISTED_SECTIONS.map((id) => [id, createListStore<{ id: number }>(async () => rows[id] ?? [], describe)])) as unknown as PaletteLists;
}

export const noServerSearch = (): PaletteSearch => ({ spaces: vi.fn(async () => [] as Space[]), users: vi.fn(async () => [] as User[]) });

export interface Mounted {
  root: Root;
  container: HTMLElement;
  unmount(): void;
}

export async function mountPalette(props: { registry: Registry; context: CommandContext; lists?: PaletteLists; search?: PaletteSearch; onUndo?: () => void }): Promise<Mounted> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <IntlProvider locale="en-GB" messages={MESSAGES}>
        <PaletteHost registry={props.registry} getContext={() => props.context} lists={props.lists ?? listsOf()} search={props.search ?? noServerSearch()} onUndo={props.onUndo} />
      </IntlProvider>,
    );
  });
  return {
    root,
    container,
    unmount() {
      act(() => {
        closePalette();
        root.unmount();
      });
      container.remove();
    },
  };
}

export const input = () => document.querySelector<HTMLInputElement>('.kr-palette-input');
export const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
export const options = () => [...document.querySelectorAll<HTMLElement>('[role="option"]')];

/** The name an option gets from its content: its text, leaving out what is hidden from assistive technology. */
export function accessibleText(element: Element | null | undefined): string {
  let text = '';
  const walk = (node: Node) => {
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return;
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    node.childNodes.forEach(walk);
  };
  if (element) walk(element);
  return text.replace(/\s+/g, ' ').trim();
}

export const optionLabels = () => options().map(accessibleText);
export const activeOption = () => document.querySelector<HTMLElement>('[role="option"][aria-selected="true"]');
export const liveRegion = () => document.querySelector<HTMLElement>('[role="status"]')?.textContent ?? '';

export async function press(key: string, init: KeyboardEventInit = {}): Promise<void> {
  const target = input();
  if (!target) throw new Error('The palette is not open');
  await act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }));
  });
}

export async function type(text: string): Promise<void> {
  const target = input();
  if (!target) throw new Error('The palette is not open');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(target, text);
    target.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Lets promises (list loads, option loads, sliced indexing) settle inside act. */
export async function settle(ms = 0): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, ms));
  });
}

/** Lets timers run until `done()` holds, or `timeoutMs` passes (a loaded machine slices more slowly). */
export async function settleUntil(done: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done() && Date.now() < deadline) await settle(20);
}
