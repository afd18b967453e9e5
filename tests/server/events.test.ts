import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, EVENT_BODY, uploadEventImage } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { expectStaleWriteRefused } from './staleWrite';

const END_BEFORE_START = 'The end date may not be before the start date.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (body: unknown) => server.call('POST', '/api/events', { body });
const put = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  server.call('PUT', `/api/events/${id}`, { body, headers });

describe('POST /api/events', () => {
  it('creates an event with the defaults and answers it with an ETag', async () => {
    const answer = await post({ ...EVENT_BODY, name: 'Defaults Fair' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number),
      name: 'Defaults Fair',
      slug: 'defaults-fair',
      start_date: '2026-11-10T09:00:00.000Z',
      end_date: '2026-11-13T18:00:00.000Z',
      timezone_id: 'Europe/Lisbon',
      location: '',
      default_language: 'pt',
      description: '',
      max_capacity: 0,
      capacity: 0,
      image: null,
      background_image: null,
      is_published: true,
      base_cost: 0,
    });
    expect(answer.headers.get('ETag')).toMatch(/^"\d{4}-\d\d-\d\dT[\d:.]+Z"$/);
  });

  it('stores every writable field and ignores read-only ones', async () => {
    const [image, background] = [await uploadEventImage(server), await uploadEventImage(server)];
    const answer = await post({
      name: '  Wine Expo  ', start_date: '2026-03-01T10:00+01:00', end_date: '2026-03-02T10:00:30Z',
      timezone_id: 'Europe/Madrid', location: 'Porto', default_language: 'es', description: 'Wines.',
      max_capacity: 250, base_cost: 12.5, is_published: false, image: image.id, background_image: String(background.id),
      id: 999, slug: 'chosen', capacity: 77,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Wine Expo', slug: 'wine-expo', start_date: '2026-03-01T09:00:00.000Z', end_date: '2026-03-02T10:00:30.000Z',
      timezone_id: 'Europe/Madrid', location: 'Porto', default_language: 'es', description: 'Wines.', max_capacity: 250,
      base_cost: 12.5, is_published: false, image: image.id, background_image: background.id, capacity: 0,
    });
    expect(answer.body.id).not.toBe(999);
  });

  it('makes the slug from the name: lower-case, accents stripped, unique with -2, -3', async () => {
    const slugs = [];
    for (let round = 0; round < 3; round += 1) slugs.push((await post({ ...EVENT_BODY, name: 'Festa de São João!' })).body.slug);
    expect(slugs).toEqual(['festa-de-sao-joao', 'festa-de-sao-joao-2', 'festa-de-sao-joao-3']);
    expect((await post({ ...EVENT_BODY, name: '¡¿!!' })).body.slug).toBe('event');
  });

  it('creates the event settings row with live interactions off', async () => {
    const event = await createEvent(server);
    const settings = await server.call('GET', `/api/v2/event-settings?event=${event.id}`);
    expect(settings.status).toBe(200);
    expect(settings.body.results).toEqual([{ id: expect.any(Number), event: event.id, live_interactions: false }]);
  });

  it('names each missing required field', async () => {
    const answer = await post({});
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      name: ['This field is required.'], start_date: ['This field is required.'], end_date: ['This field is required.'],
    });
  });

  it('refuses wrong types and unknown choices with DRF messages', async () => {
    const answer = await post({
      name: 12, start_date: 'tomorrow', end_date: '2026-13-45T99:99', timezone_id: 'Europe/Paris', default_language: 'it',
      max_capacity: '5', base_cost: -1, is_published: 'yes', location: 3, image: 'abc',
    });
    expect(answer.status).toBe(400);
    const badDate = 'Datetime has wrong format. Use one of these formats instead: YYYY-MM-DDThh:mm[:ss[.uuuuuu]][+HH:MM|-HH:MM|Z].';
    expect(answer.body).toEqual({
      name: ['Not a valid string.'],
      start_date: [badDate],
      end_date: [badDate],
      timezone_id: ['"Europe/Paris" is not a valid choice.'],
      default_language: ['"it" is not a valid choice.'],
      max_capacity: ['A valid number is required.'],
      base_cost: ['Ensure this value is greater than or equal to 0.'],
      is_published: ['Must be a valid boolean.'],
      location: ['Not a valid string.'],
      image: ['A valid integer is required.'],
    });
  });

  it('refuses texts that are too long, and accepts them at the limit', async () => {
    const tooLong = await post({ ...EVENT_BODY, name: 'n'.repeat(31), location: 'l'.repeat(101), description: 'd'.repeat(501) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      name: ['Ensure this field has no more than 30 characters.'],
      location: ['Ensure this field has no more than 100 characters.'],
      description: ['Ensure this field has no more than 500 characters.'],
    });
    const atLimit = await post({ ...EVENT_BODY, name: 'n'.repeat(30), location: 'l'.repeat(100), description: 'd'.repeat(500) });
    expect(atLimit.status).toBe(201);
  });

  it('refuses an end before the start, and accepts an end equal to it', async () => {
    const before = await post({ ...EVENT_BODY, start_date: '2026-05-02T10:00', end_date: '2026-05-02T09:59' });
    expect(before.status).toBe(400);
    expect(before.body).toEqual({ end_date: [END_BEFORE_START] });
    const same = await post({ ...EVENT_BODY, start_date: '2026-05-02T10:00', end_date: '2026-05-02T11:00+01:00' });
    expect(same.status).toBe(201);
  });

  it('refuses image ids that name no uploaded image', async () => {
    const answer = await post({ ...EVENT_BODY, image: 9999, background_image: 9998 });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      image: ['Invalid pk "9999" - object does not exist.'],
      background_image: ['Invalid pk "9998" - object does not exist.'],
    });
  });

  it('answers 400 for a body that is not JSON or not an object', async () => {
    const malformed = await post('{"name": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error/);
    const list = await post([]);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
  });
});

describe('GET one event', () => {
  it('answers the event with its ETag at /api/events/{id} and /api/v1/events/{id}', async () => {
    const created = await post({ ...EVENT_BODY, name: 'Read Me' });
    for (const path of [`/api/events/${created.body.id}`, `/api/v1/events/${created.body.id}/`]) {
      const answer = await server.call('GET', path);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(created.body);
      expect(answer.headers.get('ETag')).toBe(created.headers.get('ETag'));
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const path of ['/api/events/99999', '/api/v1/events/99999', '/api/events/abc', '/api/events/0']) {
      const answer = await server.call('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('GET /api/v1/events', () => {
  const idsOf = (page: { results: Array<{ id: number }> }) => page.results.map((event) => event.id);

  it('pages events by start date (newest first, then id) and searches name and location', async () => {
    const make = async (name: string, start: string, location = '') =>
      (await createEvent(server, { name, start_date: start, end_date: '2030-01-01T00:00', location })).id;
    const early = await make('Ord Early 100%', '2026-01-01T10:00', 'Lisboa');
    const lateA = await make('Ord Late A', '2026-06-01T10:00', 'Anadia');
    const lateB = await make('Ord Late B', '2026-06-01T10:00');

    const ours = await server.call('GET', '/api/v1/events?search=ord');
    expect(ours.status).toBe(200);
    expect(ours.body).toMatchObject({ count: 3, page_count: 1, next: null, previous: null });
    expect(idsOf(ours.body)).toEqual([lateB, lateA, early]);
    expect(ours.body.results[0]).toMatchObject({ slug: 'ord-late-b', capacity: 0 });

    const paged = await server.call('GET', '/api/v1/events?search=ord&page_size=2&page=2');
    expect(idsOf(paged.body)).toEqual([early]);
    expect(paged.body).toMatchObject({ count: 3, page_count: 2, next: null });
    expect(paged.body.previous).toMatch(/page=1/);

    expect(idsOf((await server.call('GET', '/api/v1/events?search=ORD%20LATE')).body)).toEqual([lateB, lateA]);
    expect(idsOf((await server.call('GET', '/api/v1/events?search=anad')).body)).toEqual([lateA]);
    expect(idsOf((await server.call('GET', '/api/v1/events?search=100%25')).body)).toEqual([early]);
    expect((await server.call('GET', '/api/v1/events?search=_')).body.count).toBe(0);
  });

  it('orders the whole list by start date, then id, both descending', async () => {
    const all = await server.call('GET', '/api/v1/events?page_size=1000');
    const keys = all.body.results.map((event: { start_date: string; id: number }) => [event.start_date, event.id]);
    const sorted = [...keys].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1));
    expect(all.body.count).toBeGreaterThan(3);
    expect(keys).toEqual(sorted);
  });

  it('answers 404 for a page past the end', async () => {
    const past = await server.call('GET', '/api/v1/events?page=999');
    expect(past.status).toBe(404);
    expect(past.body).toEqual({ detail: 'Invalid page.' });
  });
});

describe('capacity', () => {
  it('is the number of devices whose current event is this one, and is read-only', async () => {
    const { id } = await createEvent(server, { max_capacity: 5 });
    for (const name of ['Tablet 1', 'Tablet 2']) {
      const device = await server.call('POST', '/api/admin/devices', { body: { name, current_event_id: id } });
      expect(device.status).toBe(201);
    }
    const read = await server.call('GET', `/api/events/${id}`);
    expect(read.body).toMatchObject({ capacity: 2, max_capacity: 5 });
    const written = await server.call('PUT', `/api/events/${id}`, { body: { ...EVENT_BODY, capacity: 40 } });
    expect(written.status).toBe(200);
    expect(written.body.capacity).toBe(2);
  });
});

describe('PUT /api/events/{id}', () => {
  it('updates the event, keeps the slug on rename, and keeps absent optional fields', async () => {
    const created = await post({ ...EVENT_BODY, name: 'Before', description: 'Kept', max_capacity: 10 });
    const answer = await put(created.body.id, { ...EVENT_BODY, name: 'After', location: 'Braga', is_published: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...created.body, name: 'After', location: 'Braga', is_published: false, slug: 'before', description: 'Kept', max_capacity: 10,
    });
    expect(answer.headers.get('ETag')).not.toBe(created.headers.get('ETag'));
    expect((await server.call('GET', `/api/events/${created.body.id}`)).body).toEqual(answer.body);
  });

  it('honours If-Match: the current ETag writes, a stale one is a 412 and writes nothing', async () => {
    const created = await post({ ...EVENT_BODY, name: 'Versioned' });
    const etag = created.headers.get('ETag') ?? '';
    const { after } = await expectStaleWriteRefused(server, { path: `/api/events/${created.body.id}`, etag, first: { ...EVENT_BODY, name: 'Versioned 2' }, second: { ...EVENT_BODY, name: 'Versioned 3' } });
    expect(after.body.name).toBe('Versioned 2');
  });

  it('validates like POST: missing fields, bad dates, too long, unknown image', async () => {
    const { id } = await createEvent(server);
    const missing = await put(id, { name: 'Only a name' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ start_date: ['This field is required.'], end_date: ['This field is required.'] });
    const reversed = await put(id, { ...EVENT_BODY, start_date: '2026-02-02T00:00', end_date: '2026-02-01T00:00' });
    expect(reversed.body).toEqual({ end_date: [END_BEFORE_START] });
    const long = await put(id, { ...EVENT_BODY, name: 'x'.repeat(31) });
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 30 characters.'] });
    const image = await put(id, { ...EVENT_BODY, image: 4242 });
    expect(image.status).toBe(400);
    expect(image.body).toEqual({ image: ['Invalid pk "4242" - object does not exist.'] });
  });

  it('clears an image with null', async () => {
    const image = await uploadEventImage(server);
    const { id } = await createEvent(server, { image: image.id });
    const answer = await put(id, { ...EVENT_BODY, image: null });
    expect(answer.status).toBe(200);
    expect(answer.body.image).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    const answer = await put(99999, EVENT_BODY);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });
});

describe('access and missing routes', () => {
  it('has no DELETE: the event stays', async () => {
    const { id } = await createEvent(server);
    const answer = await server.call('DELETE', `/api/events/${id}`);
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
    expect((await server.call('GET', `/api/events/${id}`)).status).toBe(200);
  });

  it('needs an admin token', async () => {
    const anonymous = await server.call('GET', '/api/v1/events', { token: null });
    expect(anonymous.status).toBe(401);
    const user = await server.makeUser();
    const forbidden = await server.call('POST', '/api/events', { token: user.token, body: EVENT_BODY });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });
});
