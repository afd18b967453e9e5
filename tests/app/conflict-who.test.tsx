// @vitest-environment happy-dom
// A stale save's notice (412) names who saved the record last and when, from the record's newest history entry,
// in the person's language ("Ana Silva guardou este dispositivo às 14:02 (há 3 minutos)"); when the history cannot
// say (a refusal, a failure, an answer of another shape), the notice keeps its own words.
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictNotice } from '../../src/app/records/ConflictNotice';
import { lastSaveOf, lastSaveText, type LastSave } from '../../src/app/records/lastSavedBy';
import { MESSAGES } from './messages';
import { cleanup, render } from './tableHarness';

afterEach(() => cleanup());

const AT = '2025-03-10T14:02:00.000Z';
const entry = { id: 9, at: AT, user: { id: 3, name: 'Ana Silva' }, operation: 'devices.update', record_count: 1, changes: [], changes_total: 1 };
const answering = (answer: () => Promise<unknown>) => {
  const list = vi.fn(answer);
  return { history: { list } as never, list };
};

describe('who saved a record last', () => {
  it('reads the record\'s newest history entry, and knows the session\'s own saves', async () => {
    const api = answering(async () => ({ results: [entry], next: null }));
    expect(await lastSaveOf(api, 'device', 301, 7)).toEqual({ kind: 'device', name: 'Ana Silva', at: AT, byYou: false });
    expect(api.list).toHaveBeenCalledWith({ record: 'device:301', page_size: 1 });
    expect(await lastSaveOf(api, 'device', 301, 3)).toMatchObject({ byYou: true });
  });

  it('is not known when the call fails or is refused, or answers nothing usable', async () => {
    expect(await lastSaveOf(answering(() => Promise.reject(new Error('403'))), 'device', 1, null)).toBeNull();
    expect(await lastSaveOf(answering(async () => ({ results: [] })), 'device', 1, null)).toBeNull();
    expect(await lastSaveOf(answering(async () => ({ detail: 'Not found.' })), 'device', 1, null)).toBeNull();
    expect(await lastSaveOf(answering(async () => ({ results: [{ ...entry, at: 'yesterday' }] })), 'device', 1, null)).toBeNull();
  });

  it('says who and when in the person\'s language, the date too when it was not today', () => {
    const save: LastSave = { kind: 'device', name: 'Ana Silva', at: AT, byYou: false };
    const now = Date.parse(AT) + 3 * 60_000;
    const pt = createIntl({ locale: 'pt-PT', messages: MESSAGES.pt, timeZone: 'UTC' });
    const en = createIntl({ locale: 'en-GB', messages: MESSAGES.en, timeZone: 'UTC' });
    expect(lastSaveText(save, pt, now)).toBe('Ana Silva guardou este dispositivo às 14:02 (há 3 minutos), depois de o abrir.');
    expect(lastSaveText(save, en, now)).toBe('Ana Silva saved this device at 14:02 (3 minutes ago), after you opened it.');
    expect(lastSaveText({ ...save, kind: 'booklet', byYou: true }, en, now)).toBe('You saved this booklet in another tab at 14:02 (3 minutes ago), after you opened it here.');
    expect(lastSaveText({ ...save, kind: 'category' }, pt, Date.parse(AT) + 26 * 3600_000)).toBe('Ana Silva guardou esta categoria às 10/03/25, 14:02 (ontem), depois de o abrir.');
  });
});

describe('the stale save\'s notice', () => {
  const notice = (lastSave: LastSave | null) =>
    render(
      <ConflictNotice conflict={{ phase: 'stale', yours: {}, lastSave }} stale="devices.stale" fields={[]} current={{}} onReload={() => undefined} onUseMine={() => undefined} describe={() => ''} />,
      { language: 'pt' },
    ).container.querySelector('[role="alert"]')?.textContent;

  it('names who saved it, or keeps its own words when that is not known', () => {
    expect(notice({ kind: 'device', name: 'Ana Silva', at: new Date().toISOString(), byYou: false })).toMatch(/^Ana Silva guardou este dispositivo às \d\d:\d\d \(.+\), depois de o abrir\.Por isso, não foi guardado\./);
    cleanup();
    expect(notice(null)).toMatch(/^Outra pessoa alterou este dispositivo depois de o abrir, por isso não foi guardado\./);
  });
});
