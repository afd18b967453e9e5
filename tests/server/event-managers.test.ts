import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';

const INVALID_EVENT_FILTER = 'Select a valid choice. That choice is not one of the available choices.';
const ALREADY_MANAGER = 'The fields event, user_account must make a unique set.';

let server: TestServer;
let eventId: number;
let otherEventId: number;
let user: { id: number; email: string };
beforeAll(async () => {
  server = await startTestServer();
  eventId = (await createEvent(server)).id;
  otherEventId = (await createEvent(server)).id;
  user = await server.makeUser({ name: 'Maria Manager', email: 'maria@example.com' });
});
afterAll(() => server.close());

const assign = (body: unknown) => server.call('POST', '/api/v2/event-managers', { body });
const listOf = (event: number) => server.call('GET', `/api/v2/event-managers?event=${event}`);

describe('POST /api/v2/event-managers', () => {
  it('assigns a user to an event and answers the manager with the user nested', async () => {
    const answer = await assign({ user_account: user.id, event: eventId });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number), event: eventId, user_account: { id: user.id, name: 'Maria Manager', email: 'maria@example.com' },
    });
  });

  it('accepts ids written as strings of digits', async () => {
    const answer = await assign({ user_account: String(user.id), event: String(otherEventId) });
    expect(answer.status).toBe(201);
    expect(answer.body.event).toBe(otherEventId);
  });

  it('refuses the same user twice on one event', async () => {
    const answer = await assign({ user_account: user.id, event: eventId });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ non_field_errors: [ALREADY_MANAGER] });
    expect((await listOf(eventId)).body.count).toBe(1);
  });

  it('names an unknown user or event on its field', async () => {
    const both = await assign({ user_account: 99999, event: 88888 });
    expect(both.status).toBe(400);
    expect(both.body).toEqual({
      user_account: ['Invalid pk "99999" - object does not exist.'],
      event: ['Invalid pk "88888" - object does not exist.'],
    });
    const event = await assign({ user_account: user.id, event: 88888 });
    expect(event.body).toEqual({ event: ['Invalid pk "88888" - object does not exist.'] });
  });

  it('names missing fields and wrong types', async () => {
    const missing = await assign({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ user_account: ['This field is required.'], event: ['This field is required.'] });
    const wrong = await assign({ user_account: 'maria@example.com', event: 1.5 });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ user_account: ['A valid integer is required.'], event: ['A valid integer is required.'] });
    const nulls = await assign({ user_account: null, event: true });
    expect(nulls.body).toEqual({ user_account: ['This field may not be null.'], event: ['A valid integer is required.'] });
  });
});

describe('GET /api/v2/event-managers', () => {
  it('lists the managers of one event only', async () => {
    const second = await server.makeUser({ name: 'Rui', email: 'rui@example.com' });
    await assign({ user_account: second.id, event: eventId });
    const answer = await listOf(eventId);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: 2, page_count: 1, next: null, previous: null });
    expect(answer.body.results.map((row: { user_account: { email: string } }) => row.user_account.email))
      .toEqual(['maria@example.com', 'rui@example.com']);
    expect(answer.body.results.every((row: { event: number }) => row.event === eventId)).toBe(true);
  });

  it('answers an empty page for an event without managers, and 400 for a bad filter', async () => {
    const empty = await createEvent(server);
    const answer = await listOf(empty.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ count: 0, page_count: 1, next: null, previous: null, results: [] });
    const bad = await server.call('GET', '/api/v2/event-managers?event=abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ event: [INVALID_EVENT_FILTER] });
  });
});

describe('DELETE /api/v2/event-managers/{id}', () => {
  it('removes the manager with 204, then answers 404', async () => {
    const created = await assign({ user_account: (await server.makeUser()).id, event: otherEventId });
    const deleted = await server.call('DELETE', `/api/v2/event-managers/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toEqual(new Uint8Array());
    const again = await server.call('DELETE', `/api/v2/event-managers/${created.body.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Not found.' });
    const ids = (await listOf(otherEventId)).body.results.map((row: { id: number }) => row.id);
    expect(ids).not.toContain(created.body.id);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const path of ['/api/v2/event-managers/99999', '/api/v2/event-managers/abc']) {
      const answer = await server.call('DELETE', path);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('the user side', () => {
  it('drops the assignment when the user is deleted', async () => {
    const leaving = await server.makeUser();
    await assign({ user_account: leaving.id, event: eventId });
    expect((await server.call('DELETE', `/api/v2/beamian-users/${leaving.id}`)).status).toBe(204);
    const userIds = (await listOf(eventId)).body.results.map((row: { user_account: { id: number } }) => row.user_account.id);
    expect(userIds).not.toContain(leaving.id);
  });
});
