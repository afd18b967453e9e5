import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../src/contract/limits';
import { createEvent, createParticipatingField, fetchWithoutToken, fileForm, JPEG, PNG, TEXT } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { expectStaleWriteRefused } from './staleWrite';

const EVENT_HAS_BOOKLET = 'This event already has a booklet.';
const INVALID_EVENT_FILTER = 'Select a valid choice. That choice is not one of the available choices.';
const IMAGE_REFUSED = 'Upload a PNG, JPEG, WebP or GIF image.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());


/** An event with two participating fields, and a valid booklet body for it. */
async function eventWithFields() {
  const event = (await createEvent(server)).id;
  const company = await createParticipatingField(server, event, 'Company', 'Title');
  const logo = await createParticipatingField(server, event, 'Logo', 'Logo');
  const body = {
    event,
    title: 'Exhibitors',
    configuration: {
      answers: [
        { index: 0, icon: 'company', participating_field_id: company, style: 'BookletTitle', blank: false },
        { index: 1, icon: 'square', participating_field_id: null, style: 'BookletAnswer', blank: true },
      ],
      files: [{ index: 2, type: 'logo', icon: 'file', participating_field_id: logo, style: 'BookletLogo' }],
      cover_title: { pt: 'Expositores', en: 'Exhibitors', es: 'Expositores' },
    },
  };
  return { event, company, logo, body };
}

const post = (body: unknown) => server.call('POST', '/api/v2/booklets', { body });
const put = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  server.call('PUT', `/api/v2/booklets/${id}`, { body, headers });
const putCover = (id: number, form: FormData, headers: Record<string, string> = {}) =>
  server.call('PUT', `/api/v2/booklet-covers/${id}`, { form, headers });

describe('POST /api/v2/booklets', () => {
  it('creates the booklet, unpublished and without a cover, with an ETag', async () => {
    const { body } = await eventWithFields();
    const answer = await post({ ...body, cover_image: 'http://elsewhere/x.png', id: 5 });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.any(Number), event: body.event, title: 'Exhibitors', cover_image: null, is_published: false, configuration: body.configuration });
    expect(answer.headers.get('ETag')).toMatch(/^".+Z"$/);
  });

  it('refuses a second booklet for the same event', async () => {
    const { body } = await eventWithFields();
    expect((await post(body)).status).toBe(201);
    const second = await post({ ...body, title: 'Again' });
    expect(second.status).toBe(400);
    expect(second.body).toEqual({ event: [EVENT_HAS_BOOKLET] });
  });

  it('names missing fields, wrong types and too-long texts', async () => {
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ event: ['This field is required.'], title: ['This field is required.'], configuration: ['This field is required.'] });
    const wrong = await post({ event: 'x', title: 't'.repeat(101), is_published: 'no', configuration: 'none' });
    expect(wrong.body).toEqual({
      event: ['A valid integer is required.'],
      title: ['Ensure this field has no more than 100 characters.'],
      is_published: ['Must be a valid boolean.'],
      configuration: ['Expected a dictionary of items but got type "str".'],
    });
  });

  it('checks every configuration entry, keyed by its dotted path', async () => {
    const { body } = await eventWithFields();
    const answer = await post({
      ...body,
      configuration: {
        answers: [
          { index: -1, icon: 'rocket', participating_field_id: 'x', style: 'Fancy', blank: 'no' },
          { index: 1.5, icon: 'info', style: 'BookletAnswer', blank: false },
          'not an entry',
        ],
        files: [{ index: 0, type: 'pdf', icon: 'file', participating_field_id: null, style: 'BookletFile' }],
        cover_title: { pt: 'p'.repeat(101), en: 3 },
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      'configuration.answers.0.index': ['Ensure this value is greater than or equal to 0.'],
      'configuration.answers.0.icon': ['"rocket" is not a valid choice.'],
      'configuration.answers.0.participating_field_id': ['A valid integer is required.'],
      'configuration.answers.0.style': ['"Fancy" is not a valid choice.'],
      'configuration.answers.0.blank': ['Must be a valid boolean.'],
      'configuration.answers.1.index': ['A valid integer is required.'],
      'configuration.answers.2': ['Expected a dictionary of items but got type "str".'],
      'configuration.files.0.type': ['"pdf" is not a valid choice.'],
      'configuration.cover_title.pt': ['Ensure this field has no more than 100 characters.'],
      'configuration.cover_title.en': ['Not a valid string.'],
      'configuration.cover_title.es': ['This field is required.'],
    });
  });

  it('needs a participating field on an entry that is not blank', async () => {
    const { body } = await eventWithFields();
    const [first] = body.configuration.answers;
    const answers = [{ ...first, participating_field_id: null }, { index: 1, icon: 'info', style: 'BookletAnswer', blank: false }];
    const answer = await post({ ...body, configuration: { ...body.configuration, answers } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      'configuration.answers.0.participating_field_id': ['This field may not be null.'],
      'configuration.answers.1.participating_field_id': ['This field is required.'],
    });
  });

  it('refuses participating fields of another event, or of none', async () => {
    const { body } = await eventWithFields();
    const foreign = await createParticipatingField(server, (await createEvent(server)).id, 'Foreign');
    const configuration = {
      ...body.configuration,
      answers: [{ ...body.configuration.answers[0], participating_field_id: foreign }],
      files: [{ ...body.configuration.files[0], index: 1, participating_field_id: 99999 }],
    };
    const answer = await post({ ...body, configuration });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      'configuration.answers.0.participating_field_id': [`Invalid pk "${foreign}" - object does not exist.`],
      'configuration.files.0.participating_field_id': ['Invalid pk "99999" - object does not exist.'],
    });
  });

  it('refuses an unknown event', async () => {
    const { body } = await eventWithFields();
    const answer = await post({ ...body, event: 99999 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ event: ['Invalid pk "99999" - object does not exist.'] });
  });

  it('accepts an empty layout and drops unknown keys from the configuration', async () => {
    const { event } = await eventWithFields();
    const answer = await post({ event, title: 'Empty', is_published: true, configuration: { cover_title: { pt: '', en: '', es: '' }, theme: 'dark' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ is_published: true, configuration: { answers: [], files: [], cover_title: { pt: '', en: '', es: '' } } });
    expect(answer.body.configuration.theme).toBeUndefined();
  });
});

describe('GET /api/v2/booklets', () => {
  it('pages the booklet of one event, and reads one by id', async () => {
    const { body } = await eventWithFields();
    const created = await post(body);
    const page = await server.call('GET', `/api/v2/booklets?event=${body.event}`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual({ count: 1, page_count: 1, next: null, previous: null, results: [created.body] });
    const one = await server.call('GET', `/api/v2/booklets/${created.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);
    expect(one.headers.get('ETag')).toBe(created.headers.get('ETag'));
  });

  it('answers an empty page for an event without a booklet, 400 for a bad filter, 404 for an unknown id', async () => {
    const { event } = await eventWithFields();
    expect((await server.call('GET', `/api/v2/booklets?event=${event}`)).body.results).toEqual([]);
    const bad = await server.call('GET', '/api/v2/booklets?event=0');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ event: [INVALID_EVENT_FILTER] });
    const unknown = await server.call('GET', '/api/v2/booklets/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });
});

describe('PUT /api/v2/booklets/{id}', () => {
  it('replaces title and configuration, keeps is_published and event when absent', async () => {
    const { body, company } = await eventWithFields();
    const created = await post({ ...body, is_published: true });
    const configuration = { ...body.configuration, answers: [{ index: 0, icon: 'info', participating_field_id: company, style: 'BookletTitleBig', blank: false }], files: [] };
    const answer = await put(created.body.id, { title: 'Renamed', configuration });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...created.body, title: 'Renamed', configuration });
    expect(answer.headers.get('ETag')).not.toBe(created.headers.get('ETag'));
  });

  it('honours If-Match: a stale ETag is a 412 and writes nothing', async () => {
    const { body } = await eventWithFields();
    const created = await post(body);
    const etag = created.headers.get('ETag') ?? '';
    const { after } = await expectStaleWriteRefused(server, { path: `/api/v2/booklets/${created.body.id}`, etag, first: { ...body, title: 'Second' }, second: { ...body, title: 'Third' } });
    expect(after.body.title).toBe('Second');
  });

  it('validates like POST, and refuses a move to an event that has a booklet', async () => {
    const first = await eventWithFields();
    const second = await eventWithFields();
    await post(second.body);
    const created = await post(first.body);
    const missing = await put(created.body.id, { event: first.event });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ title: ['This field is required.'], configuration: ['This field is required.'] });
    const moved = await put(created.body.id, { ...first.body, event: second.event });
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({
      event: [EVENT_HAS_BOOKLET],
      'configuration.answers.0.participating_field_id': [`Invalid pk "${first.company}" - object does not exist.`],
      'configuration.files.0.participating_field_id': [`Invalid pk "${first.logo}" - object does not exist.`],
    });
  });

  it('answers 404 for an unknown id', async () => {
    const { body } = await eventWithFields();
    const answer = await put(99999, body);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });
});

describe('PUT /api/v2/booklet-covers/{id}', () => {
  it('sets the cover, served without a token; a new cover deletes the old file', async () => {
    const { body } = await eventWithFields();
    const created = await post(body);
    const first = await putCover(created.body.id, fileForm('cover_image', PNG, 'cover.png', 'image/png'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ...created.body, cover_image: expect.stringMatching(/^\/media\/[A-Za-z0-9_-]{22}\.png$/) });
    expect(first.headers.get('ETag')).not.toBe(created.headers.get('ETag'));
    const served = await fetchWithoutToken(first.body.cover_image, server.url);
    expect(served).toEqual({ status: 200, type: 'image/png', bytes: PNG });

    const second = await putCover(created.body.id, fileForm('cover_image', JPEG, 'cover.jpg', 'image/jpeg'), { 'If-Match': first.headers.get('ETag') ?? '' });
    expect(second.status).toBe(200);
    expect(second.body.cover_image).toMatch(/\.jpg$/);
    expect((await fetchWithoutToken(second.body.cover_image, server.url)).type).toBe('image/jpeg');
    expect((await fetchWithoutToken(first.body.cover_image, server.url)).status).toBe(404);
    expect((await server.call('GET', `/api/v2/booklets/${created.body.id}`)).body.cover_image).toBe(second.body.cover_image);
  });

  it('refuses a file that is not an image, a missing file, a stale If-Match and an oversized file', async () => {
    const { body } = await eventWithFields();
    const created = await post(body);
    const mediaFiles = () => readdir(join(server.dataDir, 'media')).catch(() => []);
    const before = await mediaFiles();
    const text = await putCover(created.body.id, fileForm('cover_image', TEXT, 'cover.png', 'image/png'));
    expect(text.status).toBe(400);
    expect(text.body).toEqual({ cover_image: [IMAGE_REFUSED] });
    const missing = await putCover(created.body.id, fileForm('file', PNG, 'cover.png', 'image/png'));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ cover_image: ['No file was submitted.'] });
    const stale = await putCover(created.body.id, fileForm('cover_image', PNG, 'c.png'), { 'If-Match': '"2000-01-01T00:00:00.000Z"' });
    expect(stale.status).toBe(412);
    const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
    big.set(PNG);
    const tooLarge = await putCover(created.body.id, fileForm('cover_image', big, 'big.png', 'image/png'));
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ detail: 'The upload is larger than 5 MB.' });
    expect((await server.call('GET', `/api/v2/booklets/${created.body.id}`)).body.cover_image).toBeNull();
    expect(await mediaFiles()).toEqual(before);
  });

  it('answers 404 for an unknown booklet', async () => {
    const answer = await putCover(99999, fileForm('cover_image', PNG, 'cover.png', 'image/png'));
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });
});
