// @vitest-environment node
// The booklet editor from the keyboard (issue 21 point 13), in happy-dom against the real server: `c` (outside a
// text field) focuses the cards and `j` / `k` go from card to card; the focus follows a card moved by undo and redo
// as by Alt+↑ / Alt+↓; $mod+z undoes wherever the focus is outside a text field, even when it has fallen to the
// page; and Esc after only moving cards asks "Discard your changes?".
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEvent, createParticipatingField } from '../server/eventFixtures';
import { startLiveServer } from './liveServer';
import { cleanupScreens, panel as dialog, renderScreen } from './screenHarness';
import { press, settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let BookletEditor: typeof import('../../src/app/screens/events/booklet/BookletEditor')['BookletEditor'];

beforeAll(async () => {
  BookletEditor = (await import('../../src/app/screens/events/booklet/BookletEditor')).BookletEditor;
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});

const title = () => document.getElementById('kr-booklet-title') as HTMLInputElement;
const cardNames = () => [...dialog().querySelectorAll('.kr-booklet-card .kr-booklet-name > span:first-child')].map((each) => each.textContent);
const handle = (position: number) => dialog().querySelectorAll<HTMLButtonElement>('.kr-booklet-handle')[position] as HTMLButtonElement;
const settleHistory = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** An event whose saved booklet has the cards Company, Email, Website, opened in the editor. */
async function openSaved() {
  const event = (await createEvent(server)).id;
  const fields = [];
  for (const name of ['Company', 'Email', 'Website']) fields.push(await createParticipatingField(server, event, name, 'Title'));
  const answers = fields.map((id, index) => ({ index, icon: 'company', participating_field_id: id, style: 'BookletTitle', blank: false }));
  const made = await server.call('POST', '/api/v2/booklets', { body: { event, title: 'Exhibitors', configuration: { answers, files: [], cover_title: { pt: 'Expositores', en: 'Exhibitors', es: 'Expositores' } } } });
  expect(made.status).toBe(201);
  renderScreen(`/events/${event}/booklet`, <BookletEditor eventId={event} />, { table: { id: 'events' } });
  await settle(() => expect(document.activeElement).toBe(title()));
  expect(cardNames()).toEqual(['Company', 'Email', 'Website']);
}

describe('the booklet editor from the keyboard', () => {
  it('c focuses the cards outside a text field, and j / k go from card to card', async () => {
    await openSaved();
    // typed in the title, c is a letter
    press(title(), 'c');
    expect(document.activeElement).toBe(title());
    const save = [...dialog().querySelectorAll('button')].find((button) => button.textContent === 'Save') as HTMLButtonElement;
    act(() => save.focus());
    press(save, 'c');
    expect(document.activeElement).toBe(handle(0));
    press(handle(0), 'j');
    expect(document.activeElement).toBe(handle(1));
    press(handle(1), 'j');
    press(handle(2), 'j');
    expect(document.activeElement).toBe(handle(2));
    press(handle(2), 'k');
    expect(document.activeElement).toBe(handle(1));
    // j from outside the cards goes to the first one
    act(() => save.focus());
    press(save, 'j');
    expect(document.activeElement).toBe(handle(0));
  });

  it('keeps the focus on a card moved back and forth by undo and redo, and undoes with the focus on the page', async () => {
    await openSaved();
    act(() => handle(0).focus());
    press(handle(0), 'ArrowDown', { altKey: true });
    expect(cardNames()).toEqual(['Email', 'Company', 'Website']);
    expect(document.activeElement).toBe(handle(1));
    press(handle(1), 'z', { ctrlKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Company', 'Email', 'Website']);
    // the focus followed Company back to the top
    expect(document.activeElement).toBe(handle(0));
    press(handle(0), 'z', { ctrlKey: true, shiftKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Email', 'Company', 'Website']);
    expect(document.activeElement).toBe(handle(1));
    // the focus fallen to the page: the editor's undo still answers
    act(() => (document.activeElement as HTMLElement).blur());
    press(document.body, 'z', { ctrlKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Company', 'Email', 'Website']);
  });

  it('asks "Discard your changes?" on Esc after only moving cards', async () => {
    await openSaved();
    act(() => handle(0).focus());
    press(handle(0), 'ArrowDown', { altKey: true });
    press(handle(1), 'Escape');
    const asked = document.querySelector('[role="alertdialog"]');
    expect(asked?.textContent).toContain('Discard your changes?');
    expect(asked?.textContent).not.toContain('typed');
  });
});
