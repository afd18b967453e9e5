import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { expectStaleWriteRefused } from './staleWrite';

const INVALID_EVENT_FILTER = 'Select a valid choice. That choice is not one of the available choices.';

let server: TestServer;
let eventId: number;
let settingsId: number;
beforeAll(async () => {
  server = await startTestServer();
  eventId = (await createEvent(server)).id;
  settingsId = (await server.call('GET', `/api/v2/event-settings?event=${eventId}`)).body.results[0].id;
});
afterAll(() => server.close());

const patch = (id: number, body: unknown, headers: Record<string, string> = {}) =>
  server.call('PATCH', `/api/v2/event-settings/${id}`, { body, headers });

describe('GET /api/v2/event-settings', () => {
  it('answers a page whose only result is the event settings', async () => {
    await createEvent(server);
    const answer = await server.call('GET', `/api/v2/event-settings?event=${eventId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      count: 1, page_count: 1, next: null, previous: null,
      results: [{ id: settingsId, event: eventId, live_interactions: false }],
      cursor: expect.any(String),
    });
  });

  it('lists every event settings without the filter, as DRF does', async () => {
    const answer = await server.call('GET', '/api/v2/event-settings?event=');
    expect(answer.status).toBe(200);
    expect(answer.body.count).toBe(2);
    expect(answer.body.results.map((row: { event: number }) => row.event)).toContain(eventId);
  });

  it('answers 400 on event for a filter that names no event', async () => {
    for (const value of ['abc', '99999', '-1', '1.5']) {
      const answer = await server.call('GET', `/api/v2/event-settings?event=${value}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ event: [INVALID_EVENT_FILTER] });
    }
  });

  it('answers one settings object by id with its ETag, and 404 for an unknown id', async () => {
    const answer = await server.call('GET', `/api/v2/event-settings/${settingsId}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: settingsId, event: eventId, live_interactions: false });
    expect(answer.headers.get('ETag')).toMatch(/^".+Z"$/);
    const unknown = await server.call('GET', '/api/v2/event-settings/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });
});

describe('PATCH /api/v2/event-settings/{id}', () => {
  it('switches live interactions on and off, with a new ETag each time', async () => {
    const on = await patch(settingsId, { live_interactions: true, event: 12345, id: 7 });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ id: settingsId, event: eventId, live_interactions: true });
    const read = await server.call('GET', `/api/v2/event-settings?event=${eventId}`);
    expect(read.body.results[0].live_interactions).toBe(true);
    const off = await patch(settingsId, { live_interactions: false });
    expect(off.body.live_interactions).toBe(false);
    expect(off.headers.get('ETag')).not.toBe(on.headers.get('ETag'));
  });

  it('leaves the settings as they are for an empty body', async () => {
    const answer = await patch(settingsId, {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: settingsId, event: eventId, live_interactions: false });
  });

  it('refuses a wrong type, null, and a body that is not an object', async () => {
    const wrong = await patch(settingsId, { live_interactions: 'yes' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ live_interactions: ['Must be a valid boolean.'] });
    const empty = await patch(settingsId, { live_interactions: null });
    expect(empty.body).toEqual({ live_interactions: ['This field may not be null.'] });
    const list = await patch(settingsId, [true]);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    const malformed = await patch(settingsId, '{"live_interactions": tru');
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error/);
  });

  it('answers 412 for a stale If-Match and writes nothing', async () => {
    const current = await server.call('GET', `/api/v2/event-settings/${settingsId}`);
    const etag = current.headers.get('ETag') ?? '';
    const { after } = await expectStaleWriteRefused(server, { method: 'PATCH', path: `/api/v2/event-settings/${settingsId}`, etag, first: { live_interactions: true }, second: { live_interactions: false } });
    expect(after.body.live_interactions).toBe(true);
  });

  it('answers 404 for an unknown id', async () => {
    const answer = await patch(99999, { live_interactions: true });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });
});
