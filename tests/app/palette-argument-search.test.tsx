// @vitest-environment happy-dom
// Argument pages whose options are searched on the server (`search` instead of `options`): asked after a pause in
// typing, one request in flight, a late answer dropped, only the answer to what is typed now shown (so Enter never
// chooses from an older one), the failure said on the page, and the chosen value passed to the command.
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandContext } from '../../commands/context';
import { createRegistry, defineCommand, type ArgumentOption } from '../../commands/registry';
import { ApiFailure } from '../../src/app/api/errors';
import { SEARCH_DEBOUNCE_MS } from '../../src/app/palette/serverSearch';
import { openPalette } from '../../src/app/state/paletteState';
import { contextFor, dialog, fakeApp, id, input, liveRegion, mountPalette, optionLabels, press, settle, settleUntil, type, type Mounted } from './paletteHarness';

type Person = { id: number };
interface Call { query: string; signal: AbortSignal; resolve(options: ArgumentOption<Person>[]): void; reject(error: unknown): void }

/** A server that answers when told to, and ignores aborts: the worst case for ordering. */
const calls: Call[] = [];
const search = vi.fn((_context: CommandContext, query: string, signal: AbortSignal) =>
  new Promise<ArgumentOption<Person>[]>((resolve, reject) => calls.push({ query, signal, resolve, reject })));
const assign = vi.fn();

const person = (personId: number, name: string): ArgumentOption<Person> => ({ value: { id: personId }, label: name, detail: `${name.toLowerCase().split(' ')[0]}@example.com` });

const registry = createRegistry([
  defineCommand<{ person: Person }>({
    id: 'devices.assignPerson',
    title: id('test.changeStatus'),
    group: 'devices',
    scope: 'devices',
    args: { person: { title: id('test.status.choose'), search } },
    run: (_context, args) => assign(args),
  }),
]);

let mounted: Mounted | null = null;

async function openOnPage() {
  mounted = await mountPalette({ registry, context: contextFor(fakeApp()) });
  await act(async () => openPalette('devices.assignPerson'));
  await settle();
}

/** Waits out the debounce (and a little more), so that the search asked is under way. */
const pause = () => settle(SEARCH_DEBOUNCE_MS + 30);
const lastCall = () => calls[calls.length - 1] as Call;
async function answer(call: Call, options: ArgumentOption<Person>[]) {
  await act(async () => call.resolve(options));
  await settle();
}

beforeEach(() => {
  localStorage.clear();
  calls.length = 0;
  search.mockClear();
  assign.mockReset();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('an argument searched on the server', () => {
  it('asks for the first choices on opening, then only after a pause in typing, for what is typed then', async () => {
    await openOnPage();
    expect(input()?.placeholder).toBe('Choose a status');
    expect(search).not.toHaveBeenCalled();
    expect(liveRegion()).toContain('Searching…');
    await pause();
    expect(calls.map((call) => call.query)).toEqual(['']);
    await answer(lastCall(), [person(1, 'Ana Silva'), person(2, 'Bruno Costa')]);
    expect(optionLabels()).toEqual(['Ana Silva, ana@example.com', 'Bruno Costa, bruno@example.com']);

    await type('a');
    await type('an');
    await type('ana');
    await settle(SEARCH_DEBOUNCE_MS / 2);
    expect(calls).toHaveLength(1);
    await pause();
    expect(calls.map((call) => call.query)).toEqual(['', 'ana']);
    expect(search.mock.calls[1]?.[0]).toMatchObject({ route: '/devices', scope: 'devices' });
  });

  it('keeps one request in flight and drops an answer that comes after a newer one', async () => {
    await openOnPage();
    await pause();
    await answer(lastCall(), []);
    await type('an');
    await pause();
    const older = lastCall();
    await type('ana');
    expect(older.signal.aborted).toBe(true);
    await pause();
    const newer = lastCall();
    expect(newer.query).toBe('ana');
    expect(newer.signal.aborted).toBe(false);

    await answer(newer, [person(1, 'Ana Silva')]);
    // the older request ignored its abort and answers last: it changes nothing
    await answer(older, [person(3, 'Andreia Lopes'), person(1, 'Ana Silva')]);
    expect(optionLabels()).toEqual(['Ana Silva, ana@example.com']);

    await press('Enter');
    await settle();
    expect(assign).toHaveBeenCalledWith({ person: { id: 1 } });
    expect(dialog()).toBeNull();
  });

  it('never shows, nor chooses with Enter, an answer to what was typed before', async () => {
    await openOnPage();
    await pause();
    await answer(lastCall(), [person(1, 'Ana Silva'), person(2, 'Ana Sousa')]);
    await type('ana s');
    expect(optionLabels()).toEqual([]);
    expect(liveRegion()).toContain('Searching…');
    await press('Enter');
    await settle();
    expect(assign).not.toHaveBeenCalled();
    expect(dialog()).not.toBeNull();

    await pause();
    await answer(lastCall(), [person(2, 'Ana Sousa')]);
    expect(optionLabels()).toEqual(['Ana Sousa, ana@example.com']);
    await press('Enter');
    await settle();
    expect(assign).toHaveBeenCalledWith({ person: { id: 2 } });
  });

  it('says on the page why the search failed, and searches again when the query changes', async () => {
    await openOnPage();
    await pause();
    await act(async () => lastCall().reject(new ApiFailure(500, {}, 'The server broke')));
    await settleUntil(() => liveRegion().includes('The server broke'));
    expect(liveRegion()).toContain('The server broke');
    expect(optionLabels()).toEqual([]);

    await type('bru');
    await pause();
    await answer(lastCall(), [person(2, 'Bruno Costa')]);
    expect(optionLabels()).toEqual(['Bruno Costa, bruno@example.com']);
  });

  it('stops searching when the page is left: Esc on the page the palette opened on closes it', async () => {
    await openOnPage();
    await pause();
    const pending = lastCall();
    await press('Escape');
    expect(dialog()).toBeNull();
    expect(pending.signal.aborted).toBe(true);
    await pause();
    expect(calls).toHaveLength(1);
  });
});
