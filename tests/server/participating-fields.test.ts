import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKLET_FIELD_TYPES } from '../../src/contract/enums';
import { createEvent } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';

const INVALID_EVENT_FILTER = 'Select a valid choice. That choice is not one of the available choices.';

let server: TestServer;
let eventId: number;
let otherEventId: number;
beforeAll(async () => {
  server = await startTestServer();
  eventId = (await createEvent(server)).id;
  otherEventId = (await createEvent(server)).id;
});
afterAll(() => server.close());

const create = (body: unknown) => server.call('POST', '/api/v2/participating-fields', { body });

describe('POST /api/v2/participating-fields (an addition to the contract)', () => {
  it('creates a field of every booklet field type', async () => {
    for (const type of BOOKLET_FIELD_TYPES) {
      const answer = await create({ event: eventId, name: `  ${type} field `, type });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ id: expect.any(Number), event: eventId, name: `${type} field`, type });
    }
  });

  it('names missing fields, wrong types, unknown types and too-long names', async () => {
    const missing = await create({});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      event: ['This field is required.'], name: ['This field is required.'], type: ['This field is required.'],
    });
    const wrong = await create({ event: 'first', name: 5, type: 'Video' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      event: ['A valid integer is required.'], name: ['Not a valid string.'], type: ['"Video" is not a valid choice.'],
    });
    const long = await create({ event: eventId, name: 'n'.repeat(101), type: 'Email' });
    expect(long.body).toEqual({ name: ['Ensure this field has no more than 100 characters.'] });
    const blank = await create({ event: eventId, name: '   ', type: 'email' });
    expect(blank.body).toEqual({ name: ['This field may not be blank.'], type: ['"email" is not a valid choice.'] });
  });

  it('refuses an unknown event on its field', async () => {
    const answer = await create({ event: 99999, name: 'Company', type: 'Title' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ event: ['Invalid pk "99999" - object does not exist.'] });
  });
});

describe('GET /api/v2/participating-fields', () => {
  it('pages the fields of one event, in the order they were made', async () => {
    const other = await create({ event: otherEventId, name: 'Elsewhere', type: 'Link' });
    const answer = await server.call('GET', `/api/v2/participating-fields?event=${eventId}&page_size=100`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ count: BOOKLET_FIELD_TYPES.length, page_count: 1, next: null, previous: null });
    expect(answer.body.results.map((field: { type: string }) => field.type)).toEqual([...BOOKLET_FIELD_TYPES]);
    expect(answer.body.results.map((field: { id: number }) => field.id)).not.toContain(other.body.id);
    const small = await server.call('GET', `/api/v2/participating-fields?event=${eventId}&page_size=3&page=2`);
    expect(small.body.results.map((field: { type: string }) => field.type)).toEqual(BOOKLET_FIELD_TYPES.slice(3, 6));
    expect(small.body.page_count).toBe(4);
  });

  it('answers 400 for a filter that names no event', async () => {
    const answer = await server.call('GET', '/api/v2/participating-fields?event=nope&page_size=100');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ event: [INVALID_EVENT_FILTER] });
  });

  it('answers one field by id, and 404 for an unknown id', async () => {
    const created = await create({ event: eventId, name: 'Website', type: 'Link' });
    const answer = await server.call('GET', `/api/v2/participating-fields/${created.body.id}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(created.body);
    const unknown = await server.call('GET', '/api/v2/participating-fields/99999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: 'Not found.' });
  });
});
