// @vitest-environment node
// The booklet editor (screens/events/booklet) in happy-dom against the real server: the event it edits (the URL's,
// or the one the table targets, then named in the URL), a title required before sending, fields added from the
// filter with Enter, Esc clearing the filter first, Alt+↓ and Delete on a card with the focus kept, a refusal shown
// at the card it concerns (and gone when the card changes), and a stale save (412) naming who saved since and showing
// what that save changed, then saving mine over it or loading theirs.
import './deviceRecordsDom';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../src/app/api/errors';
import { createEvent, createParticipatingField } from '../server/eventFixtures';
import { startLiveServer } from './liveServer';
import { cleanupScreens, describedText, panel as dialog, recordToasts, renderScreen } from './screenHarness';
import { buttonNamed, click, press, typeInto, settle } from './tableHarness';

// the app's one API instance is the real client, pointed at this file's server
vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let BookletEditor: typeof import('../../src/app/screens/events/booklet/BookletEditor')['BookletEditor'];
let api: typeof import('../../src/app/services/api')['api'];

beforeAll(async () => {
  BookletEditor = (await import('../../src/app/screens/events/booklet/BookletEditor')).BookletEditor;
  api = (await import('../../src/app/services/api')).api;
});

let success: ReturnType<typeof recordToasts>['success'];
beforeEach(() => {
  ({ success } = recordToasts());
});
afterEach(() => {
  cleanupScreens();
  vi.restoreAllMocks();
});

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const title = () => byId<HTMLInputElement>('kr-booklet-title');
const filter = () => dialog().querySelector<HTMLInputElement>('[role="combobox"]') as HTMLInputElement;
const cardNames = () => [...dialog().querySelectorAll('.kr-booklet-card .kr-booklet-name > span:first-child')].map((each) => each.textContent);
const handle = (position: number) => dialog().querySelectorAll<HTMLButtonElement>('.kr-booklet-handle')[position] as HTMLButtonElement;
const announced = () => dialog().querySelector('.kr-booklet-form > [role="status"]')?.textContent?.trim();


async function openFor(eventId: number) {
  renderScreen(`/events/${eventId}/booklet`, <BookletEditor eventId={eventId} />, { table: { id: 'events' } });
  await settle(() => expect(document.activeElement).toBe(title()));
}

function submit() {
  press(title(), 'Enter', { ctrlKey: true });
}

describe('the event it edits', () => {
  it('says "Select exactly one event" at /events/booklet when the table targets none', () => {
    renderScreen('/events/booklet', <BookletEditor />, { table: { id: 'events', selected: [1, 2] } });
    expect(dialog().textContent).toContain('Select exactly one event');
    expect(document.activeElement?.textContent).toBe('Close');
    click(buttonNamed(dialog(), 'Close'));
    expect(window.location.pathname).toBe('/events');
  });

  it('takes the one selected at /events/booklet, names it in the URL, and says a booklet does not exist yet', async () => {
    const event = await createEvent(server, { name: 'Porto Wine Fair' });
    await createParticipatingField(server, event.id, 'Company', 'Title');
    renderScreen('/events/booklet', <BookletEditor />, { table: { id: 'events', selected: [event.id] } });
    expect(window.location.pathname).toBe(`/events/${event.id}/booklet`);
    await settle(() => expect(document.activeElement).toBe(title()));
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    await settle(() => expect(dialog().querySelector('h2')?.textContent).toBe('Booklet — Porto Wine Fair'));
    expect(dialog().textContent).toContain('This event has no booklet yet: saving creates it.');
    expect(dialog().textContent).toContain('No fields selected.');
    expect(dialog().querySelector('[role="option"]')?.textContent).toBe('CompanyTitle');
  });
});

describe('editing', () => {
  it('refuses a save without a title before sending anything, beside the title', async () => {
    const event = await createEvent(server);
    await openFor(event.id);
    submit();
    expect(title().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(title())).toBe('Enter a title.');
    expect(document.activeElement).toBe(title());
    expect((await server.call('GET', `/api/v2/booklets?event=${event.id}`)).body.results).toEqual([]);
    typeInto(title(), 'G');
    expect(title().getAttribute('aria-invalid')).toBeNull();
  });

  it('adds fields from the filter with Enter, clears the filter with Esc first, moves with Alt+↓ and removes with Delete, the focus kept', async () => {
    const event = await createEvent(server);
    for (const [name, type] of [['Company', 'Title'], ['Email', 'Email'], ['Website', 'Link']]) await createParticipatingField(server, event.id, name as string, type as string);
    await openFor(event.id);
    typeInto(filter(), 'mail');
    expect([...dialog().querySelectorAll('[role="option"]')].map((each) => each.textContent)).toEqual(['EmailEmail']);
    press(filter(), 'Enter');
    expect(cardNames()).toEqual(['Email']);
    expect(filter().value).toBe('');
    expect(announced()).toBe('Email added at position 1.');
    // the next field after the one added is chosen (Website); the arrows choose another, on the booklet or not
    expect(filter().getAttribute('aria-activedescendant')).toMatch(/-field-\d+$/);
    expect(document.getElementById(filter().getAttribute('aria-activedescendant') ?? '')?.textContent).toBe('WebsiteLink');
    press(filter(), 'ArrowUp');
    press(filter(), 'ArrowUp');
    press(filter(), 'Enter');
    press(filter(), 'Enter');
    expect(cardNames()).toEqual(['Email', 'Company', 'Website']);
    expect(dialog().querySelector('[aria-disabled="true"]')?.textContent).toContain('added');

    typeInto(filter(), 'zzz');
    expect(dialog().textContent).toContain('No field matches “zzz”.');
    press(filter(), 'Escape');
    expect(filter().value).toBe('');
    expect(dialog()).not.toBeNull();

    act(() => handle(0).focus());
    press(handle(0), 'ArrowDown', { altKey: true });
    expect(cardNames()).toEqual(['Company', 'Email', 'Website']);
    expect(document.activeElement).toBe(handle(1));
    expect(handle(1).getAttribute('aria-label')).toBe('Move Email, position 2');
    expect(announced()).toBe('Email moved to position 2 of 3.');
    press(handle(1), 'End');
    expect(document.activeElement).toBe(handle(2));
    press(handle(2), 'Delete');
    expect(cardNames()).toEqual(['Company', 'Email']);
    expect(document.activeElement).toBe(handle(1));
    expect(announced()).toBe('Website removed.');
  });

  it('undoes and redoes card moves with $mod+z and $mod+Shift+z in the editor, through the app\'s undo history', async () => {
    const event = await createEvent(server);
    for (const [name, type] of [['Company', 'Title'], ['Email', 'Email'], ['Website', 'Link']]) await createParticipatingField(server, event.id, name as string, type as string);
    await openFor(event.id);
    for (const name of ['Company', 'Email', 'Website']) {
      typeInto(filter(), name);
      press(filter(), 'Enter');
    }
    expect(cardNames()).toEqual(['Company', 'Email', 'Website']);
    act(() => handle(0).focus());
    press(handle(0), 'ArrowDown', { altKey: true });
    press(handle(1), 'ArrowDown', { altKey: true });
    expect(cardNames()).toEqual(['Email', 'Website', 'Company']);
    const settleHistory = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    press(handle(2), 'z', { ctrlKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Email', 'Company', 'Website']);
    press(handle(1), 'z', { ctrlKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Company', 'Email', 'Website']);
    press(handle(0), 'z', { ctrlKey: true, shiftKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Email', 'Company', 'Website']);
    // in a text field the keys stay the field's
    press(filter(), 'z', { ctrlKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Email', 'Company', 'Website']);
  });

  it('undoes and redoes a card added, a card removed and a style chosen, with the focus anywhere in the editor', async () => {
    const event = await createEvent(server);
    for (const [name, type] of [['Company', 'Title'], ['Email', 'Email']]) await createParticipatingField(server, event.id, name as string, type as string);
    await openFor(event.id);
    for (const name of ['Company', 'Email']) {
      typeInto(filter(), name);
      press(filter(), 'Enter');
    }
    const settleHistory = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const style = () => dialog().querySelectorAll<HTMLSelectElement>('.kr-booklet-card select')[0] as HTMLSelectElement;
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(style(), 'BookletTitleBig');
      style().dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(style().value).toBe('BookletTitleBig');
    press(style(), 'z', { ctrlKey: true });
    await settleHistory();
    expect(style().value).toBe('BookletTitle');
    press(dialog(), 'z', { ctrlKey: true, shiftKey: true });
    await settleHistory();
    expect(style().value).toBe('BookletTitleBig');

    act(() => handle(1).focus());
    press(handle(1), 'Delete');
    expect(cardNames()).toEqual(['Company']);
    press(dialog(), 'z', { ctrlKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Company', 'Email']);
    press(dialog(), 'z', { ctrlKey: true, shiftKey: true });
    await settleHistory();
    expect(cardNames()).toEqual(['Company']);
    press(dialog(), 'z', { ctrlKey: true });
    press(dialog(), 'z', { ctrlKey: true });
    press(dialog(), 'z', { ctrlKey: true });
    await settleHistory();
    // the removal, the style, then Email's addition undone, in that order
    expect(cardNames()).toEqual(['Company']);
    expect(style().value).toBe('BookletTitle');
  });

  it('shows a refusal at the card it concerns, with the summary; changing the card clears it', async () => {
    const event = await createEvent(server);
    await createParticipatingField(server, event.id, 'Company', 'Title');
    await createParticipatingField(server, event.id, 'Logo', 'Logo');
    await openFor(event.id);
    typeInto(title(), 'Guide');
    press(filter(), 'Enter');
    press(filter(), 'Enter');
    expect(cardNames()).toEqual(['Company', 'Logo']);
    vi.spyOn(api.events, 'createBooklet').mockRejectedValue(
      new ApiFailure(400, { 'configuration.files.0.participating_field_id': ['Invalid pk "7" - object does not exist.'] }, 'refused'),
    );
    submit();
    const logoStyle = dialog().querySelectorAll<HTMLSelectElement>('.kr-booklet-card select')[1] as HTMLSelectElement;
    await settle(() => expect(logoStyle.getAttribute('aria-invalid')).toBe('true'));
    expect(describedText(logoStyle)).toBe('Invalid pk "7" - object does not exist.');
    expect(describedText(handle(1))).toContain('Invalid pk "7" - object does not exist.');
    expect(document.activeElement).toBe(handle(1));
    expect(dialog().querySelector('[role="alert"]')?.textContent).toBe('Booklet creation failed Check the fields and cards marked.');
    expect(success).not.toHaveBeenCalled();
    act(() => {
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(logoStyle, 'BookletBrochure');
      logoStyle.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(logoStyle.getAttribute('aria-invalid')).toBeNull();
    expect(dialog().textContent).not.toContain('Invalid pk');
  });

  it('on a stale save shows what the other save changed, and saves mine over it knowingly', async () => {
    const event = await createEvent(server);
    const [company, email, website] = [await createParticipatingField(server, event.id, 'Company', 'Title'), await createParticipatingField(server, event.id, 'Email', 'Email'), await createParticipatingField(server, event.id, 'Website', 'Link')];
    const answer = (index: number, field: number, style: string) => ({ index, icon: 'info', participating_field_id: field, style, blank: false });
    const configuration = (coverTitle: string, answers: object[]) => ({ cover_title: { pt: coverTitle, en: coverTitle, es: coverTitle }, answers, files: [] });
    const created = await server.call('POST', '/api/v2/booklets', {
      body: { event: event.id, title: 'Guide', is_published: false, configuration: configuration('Cover', [answer(0, company, 'BookletTitle'), answer(1, email, 'BookletEmail')]) },
    });
    await openFor(event.id);
    expect(cardNames()).toEqual(['Company', 'Email']);
    const rui = await server.makeUser({ name: 'Rui Lopes' });
    await server.call('PATCH', `/api/v2/beamian-users/${rui.id}`, { body: { role: 'staff' } });
    const theirs = await server.call('PUT', `/api/v2/booklets/${created.body.id}`, {
      token: rui.token,
      body: { event: event.id, title: 'Theirs', is_published: true, configuration: configuration('Their cover', [answer(0, website, 'BookletLink'), answer(1, company, 'BookletTitleBig')]) },
    });
    expect(theirs.status).toBe(200);

    typeInto(title(), 'Mine');
    submit();
    const notice = () => dialog().querySelector('.kr-booklet-conflict') as HTMLElement;
    await settle(() => expect(notice()?.querySelectorAll('li').length).toBeGreaterThan(0));
    expect([...notice().querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Title: “Guide” → “Theirs”',
      'Cover title: “Cover” → “Their cover”',
      'Published',
      'Card added: Website',
      'Card removed: Email',
      'Style of Company: Title → Title Big',
    ]);
    expect(document.activeElement).toBe(notice());
    expect(notice().querySelector('h3')?.textContent).toMatch(/^Rui Lopes saved this booklet at \d\d:\d\d \(.+\), after you opened it\.$/);
    // nothing of mine was lost while I read it
    expect(title().value).toBe('Mine');
    expect(cardNames()).toEqual(['Company', 'Email']);

    click(buttonNamed(notice(), 'Save mine over theirs'));
    await settle(() => expect(success).toHaveBeenCalledWith('Booklet edited'));
    const saved = (await server.call('GET', `/api/v2/booklets/${created.body.id}`)).body;
    expect(saved).toMatchObject({ title: 'Mine', is_published: false, configuration: configuration('Cover', [answer(0, company, 'BookletTitle'), answer(1, email, 'BookletEmail')]) });
  });

  it('creates, then on a stale save says someone else saved and loads their booklet on request', async () => {
    const event = await createEvent(server);
    await createParticipatingField(server, event.id, 'Company', 'Title');
    await openFor(event.id);
    typeInto(title(), 'Mine');
    press(filter(), 'Enter');
    submit();
    await settle(() => expect(success).toHaveBeenCalledWith('Booklet created'));
    expect(window.location.pathname).toBe('/events');
    cleanupScreens();

    await openFor(event.id);
    expect(title().value).toBe('Mine');
    expect(cardNames()).toEqual(['Company']);
    const [saved] = (await server.call('GET', `/api/v2/booklets?event=${event.id}`)).body.results;
    await server.call('PUT', `/api/v2/booklets/${saved.id}`, { body: { ...saved, title: 'Theirs' } });
    typeInto(title(), 'Mine, again');
    submit();
    await settle(() => expect(dialog().querySelector('[role="alert"]')?.textContent).toContain('Booklet editing failed Someone else saved this booklet after you opened it.'));
    expect((await server.call('GET', `/api/v2/booklets?event=${event.id}`)).body.results[0].title).toBe('Theirs');
    click(buttonNamed(dialog(), 'Load the saved booklet (your changes are lost)'));
    await settle(() => expect(title().value).toBe('Theirs'));
    expect(document.activeElement).toBe(title());
  });
});
