// A booklet's cards (issue 19, point 6): each index once, from 0 to the number of cards less one, and each style
// of its list's kind and of its field's kind (a file style for files and for Logo or Brochure fields, an answer
// style for the rest). Refusals are coded 400s naming the card's entry; a booklet stored with such cards before
// still loads (read as stored), and is refused only when written back unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { serverData, type ServerData } from './serverData';

let server: TestServer;
let data: ServerData;
beforeAll(async () => {
  server = await startTestServer();
  data = serverData(server);
});
afterAll(async () => {
  await data.close();
  await server.close();
});

const addField = async (event: number, name: string, type: string) =>
  (await server.call('POST', '/api/v2/participating-fields', { body: { event, name, type } })).body.id as number;

interface Entry { index: number; icon: string; participating_field_id: number | null; style: string; blank?: boolean; type?: string }
const answer = (index: number, field: number | null, style: string): Entry => ({ index, icon: 'info', participating_field_id: field, style, blank: field === null });
const file = (index: number, field: number | null, style: string): Entry => ({ index, type: 'logo', icon: 'file', participating_field_id: field, style });

/** An event with a Title, a Link and a Logo field, and a booklet body for it with the cards given. */
async function eventWithFields() {
  const event = (await createEvent(server)).id;
  const fields = { title: await addField(event, 'Company', 'Title'), link: await addField(event, 'Website', 'Link'), logo: await addField(event, 'Logo', 'Logo') };
  const body = (answers: Entry[], files: Entry[] = []) => ({ event, title: 'Guide', configuration: { answers, files, cover_title: { pt: 'G', en: 'G', es: 'G' } } });
  return { event, fields, body };
}

const post = (body: unknown) => server.call('POST', '/api/v2/booklets', { body });

describe('card indexes', () => {
  it('are each taken once: a repeated one is refused on the entry that repeats it', async () => {
    const { fields, body } = await eventWithFields();
    const refused = await post(body([answer(0, fields.title, 'BookletTitle'), answer(1, null, 'BookletAnswer')], [file(1, fields.logo, 'BookletLogo')]));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ 'configuration.files.0.index': ['Another card already has index 1: each card has a place of its own.'] });
    expect(refused.raw.error_codes['configuration.files.0.index']).toEqual([{ code: 'booklet_index_repeated', params: { index: 1 } }]);
  });

  it('run from 0 to the number of cards less one; negative, fractional and absurd ones are refused', async () => {
    const { fields, body } = await eventWithFields();
    const outOfRange = await post(body([answer(0, fields.title, 'BookletTitle'), answer(1_000_000_000, fields.link, 'BookletLink')]));
    expect(outOfRange.body).toEqual({ 'configuration.answers.1.index': ['Ensure this value is less than or equal to 1: a booklet numbers its cards from 0.'] });
    expect(outOfRange.raw.error_codes['configuration.answers.1.index']).toEqual([{ code: 'booklet_index_out_of_range', params: { max: 1 } }]);
    const others = await post(body([answer(-1, fields.title, 'BookletTitle'), answer(0.5, fields.link, 'BookletLink')], [file(2 ** 60, fields.logo, 'BookletLogo')]));
    expect(others.body).toEqual({
      'configuration.answers.0.index': ['Ensure this value is greater than or equal to 0.'],
      'configuration.answers.1.index': ['A valid integer is required.'],
      'configuration.files.0.index': ['A valid integer is required.'],
    });
  });
});

describe('card styles', () => {
  it('are of their list: no file style among the answers (empty spaces included), only file styles among the files', async () => {
    const { fields, body } = await eventWithFields();
    const refused = await post(body([answer(0, fields.title, 'BookletLogo'), answer(1, null, 'BookletBrochure')], [file(2, null, 'BookletTitle')]));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      'configuration.answers.0.style': ['BookletLogo is a file style: an answer or an empty space takes another style.'],
      'configuration.answers.1.style': ['BookletBrochure is a file style: an answer or an empty space takes another style.'],
      'configuration.files.0.style': ['BookletTitle is not a file style: a file takes BookletFile, BookletBrochure or BookletLogo.'],
    });
    expect(refused.raw.error_codes['configuration.files.0.style']).toEqual([{ code: 'booklet_style_not_file', params: { style: 'BookletTitle' } }]);
  });

  it('are of their field’s kind: a Logo shows as a file, a Title or a Link as an answer', async () => {
    const { fields, body } = await eventWithFields();
    const refused = await post(body([answer(0, fields.logo, 'BookletAnswer')], [file(1, fields.title, 'BookletLogo'), file(2, fields.link, 'BookletBrochure')]));
    expect(refused.status).toBe(400);
    const wrong = (style: string, type: string) => [`${style} does not suit a ${type} field: a Logo or Brochure field takes a file style, any other field an answer style.`];
    expect(refused.body).toEqual({
      'configuration.answers.0.style': wrong('BookletAnswer', 'Logo'),
      'configuration.files.0.style': wrong('BookletLogo', 'Title'),
      'configuration.files.1.style': wrong('BookletBrochure', 'Link'),
    });
    expect(refused.raw.error_codes['configuration.files.1.style']).toEqual([{ code: 'booklet_style_not_for_field', params: { style: 'BookletBrochure', type: 'Link' } }]);
  });

  it('may be any style of that kind, and a file without a field any file style', async () => {
    const { fields, body } = await eventWithFields();
    const created = await post(body([answer(1, fields.title, 'BookletEmail'), answer(0, fields.link, 'BookletTitleBig')], [file(3, fields.logo, 'BookletBrochure'), file(2, null, 'BookletFile')]));
    expect(created.status).toBe(201);
  });
});

describe('a booklet stored with such cards before', () => {
  it('still loads as stored, and is refused only when written back unchanged', async () => {
    const { fields, body } = await eventWithFields();
    const good = body([answer(0, fields.title, 'BookletTitle')], [file(1, fields.logo, 'BookletLogo')]);
    const created = await post(good);
    expect(created.status).toBe(201);
    const stored = { ...good.configuration, answers: [answer(0, fields.title, 'BookletTitle'), answer(0, fields.link, 'BookletBrochure')], files: [file(99, fields.title, 'BookletLogo')] };
    await data.db.updateTable('booklets').set({ configuration: JSON.stringify(stored) }).where('id', '=', created.body.id).execute();

    const read = await server.call('GET', `/api/v2/booklets/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body.configuration).toEqual(stored);
    const listed = await server.call('GET', `/api/v2/booklets?event=${good.event}`);
    expect(listed.body.results[0].configuration).toEqual(stored);

    const writtenBack = await server.call('PUT', `/api/v2/booklets/${created.body.id}`, { body: { ...good, configuration: stored } });
    expect(writtenBack.status).toBe(400);
    expect(Object.keys(writtenBack.body).sort()).toEqual(['configuration.answers.1.index', 'configuration.answers.1.style', 'configuration.files.0.index']);
    expect((await server.call('GET', `/api/v2/booklets/${created.body.id}`)).body.configuration).toEqual(stored);
    const fixed = { ...stored, answers: [stored.answers[0], answer(1, fields.link, 'BookletLink')], files: [file(2, fields.logo, 'BookletLogo')] };
    expect((await server.call('PUT', `/api/v2/booklets/${created.body.id}`, { body: { ...good, configuration: fixed } })).status).toBe(200);
  });
});
