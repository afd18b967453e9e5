// @vitest-environment node
// The booklet editor's styles (issue 19, point 6) against the real server: a card offers only the styles of its
// field's kind (a file style for a Logo, an answer style for a Title and for an empty space), so the editor never
// sends a style the server refuses; a booklet stored before with a repeated index and a style that does not suit
// its field still opens, the refusal of that style shows on its card, and once a fitting style is chosen it saves
// with every index in its place.
import './deviceRecordsDom';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openConnection } from '../../src/server/db/sqlite';
import { createEvent, createParticipatingField } from '../server/eventFixtures';
import { startLiveServer } from './liveServer';
import { cleanupScreens, panel as dialog, recordToasts, renderScreen } from './screenHarness';
import { changeSelect, press, settle } from './tableHarness';

vi.mock('../../src/app/services/api', () => import('./liveApi'));

const server = await startLiveServer();
let BookletEditor: typeof import('../../src/app/screens/events/booklet/BookletEditor')['BookletEditor'];

beforeAll(async () => {
  BookletEditor = (await import('../../src/app/screens/events/booklet/BookletEditor')).BookletEditor;
  recordToasts();
});
afterEach(() => cleanupScreens());

const cardNames = () => [...dialog().querySelectorAll('.kr-booklet-card .kr-booklet-name > span:first-child')].map((each) => each.textContent);
const styleOf = (position: number) => dialog().querySelectorAll<HTMLSelectElement>('.kr-booklet-card select')[position] as HTMLSelectElement;
const optionsOf = (select: HTMLSelectElement) => [...select.options].map((option) => option.value);
const title = () => document.getElementById('kr-booklet-title') as HTMLInputElement;
const ANSWER_STYLES = ['BookletTitleSmall', 'BookletTitle', 'BookletTitleBig', 'BookletAnswerSmall', 'BookletAnswer', 'BookletAnswerBig', 'BookletLink', 'BookletEmail'];

async function openFor(eventId: number) {
  renderScreen(`/events/${eventId}/booklet`, <BookletEditor eventId={eventId} />, { table: { id: 'events' } });
  await settle(() => expect(document.activeElement).toBe(title()));
}

describe('the styles a card offers', () => {
  it('are those of its kind, and a booklet stored with others opens, is refused at the card, and saves once fixed', async () => {
    const event = (await createEvent(server)).id;
    const company = await createParticipatingField(server, event, 'Company', 'Title');
    const logo = await createParticipatingField(server, event, 'Logo', 'Logo');
    const configuration = {
      answers: [{ index: 0, icon: 'company', participating_field_id: company, style: 'BookletBrochure', blank: false }, { index: 0, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true }],
      files: [{ index: 7, type: 'logo', icon: 'file', participating_field_id: logo, style: 'BookletLogo' }],
      cover_title: { pt: 'G', en: 'G', es: 'G' },
    };
    // stored as an older server took it: the API refuses it now
    const created = await server.call('POST', '/api/v2/booklets', { body: { event, title: 'Guide', configuration: { ...configuration, answers: [], files: [] } } });
    const sqlite = openConnection(join(server.dataDir, 'kitroom.sqlite'));
    sqlite.prepare('UPDATE booklets SET configuration = ? WHERE id = ?').run(JSON.stringify(configuration), created.body.id);
    sqlite.close();

    await openFor(event);
    await settle(() => expect(cardNames()).toEqual(['Company', 'Empty space', 'Logo']));
    expect(optionsOf(styleOf(0))).toEqual([...ANSWER_STYLES, 'BookletBrochure']); // its saved style stays shown
    expect(optionsOf(styleOf(1))).toEqual(ANSWER_STYLES);
    expect(optionsOf(styleOf(2))).toEqual(['BookletLogo', 'BookletBrochure']);

    press(title(), 'Enter', { ctrlKey: true });
    await settle(() => expect(styleOf(0).getAttribute('aria-invalid')).toBe('true'));
    expect(dialog().textContent).toContain('BookletBrochure does not suit a Title field');
    expect((await server.call('GET', `/api/v2/booklets/${created.body.id}`)).body.configuration).toEqual(configuration);

    changeSelect(styleOf(0), 'BookletTitle');
    expect(optionsOf(styleOf(0))).toEqual(ANSWER_STYLES);
    press(title(), 'Enter', { ctrlKey: true });
    await settle(async () => expect((await server.call('GET', `/api/v2/booklets/${created.body.id}`)).body.configuration).toEqual({
      answers: [{ index: 0, icon: 'company', participating_field_id: company, style: 'BookletTitle', blank: false }, { index: 1, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true }],
      files: [{ index: 2, type: 'logo', icon: 'file', participating_field_id: logo, style: 'BookletLogo' }],
      cover_title: { pt: 'G', en: 'G', es: 'G' },
    }));
  });
});
