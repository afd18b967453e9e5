// An id is never made twice: delete the newest row of a table, create another, and it gets a new id (undo,
// selections, open forms and the app's local copy name records by id). Every table with a create route.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, PNG } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';
import { serverData, type ServerData } from './serverData';

let server: TestServer;
let data: ServerData;
let made = 0;
const unique = (prefix: string) => `${prefix} ${++made}`;

beforeAll(async () => {
  server = await startTestServer();
  data = serverData(server);
});
afterAll(async () => {
  await data.close();
  await server.close();
});

async function created(path: string, body: unknown): Promise<number> {
  const answer = await server.call('POST', path, typeof body === 'object' && body instanceof FormData ? { form: body } : { body });
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(201);
  return answer.body.id as number;
}

async function deleted(path: string): Promise<void> {
  const answer = await server.call('DELETE', path);
  expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(204);
}

/** For the tables the API cannot delete from (events and what hangs from them): the row goes as a tool would. */
const deletedInDatabase = (table: string) => async (id: number) => {
  await sql`DELETE FROM ${sql.table(table)} WHERE id = ${id}`.execute(data.db);
};

const newEvent = () => created('/api/events', { name: unique('Event'), start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00' });
const newSpace = () => created('/api/spaces', { name: unique('Space') });
const newUser = () => created('/api/v2/beamian-users', { email: `${unique('user').replace(' ', '')}@example.com`, name: unique('User'), password: 'user-password-1' });
const settingsOf = async (event: number) => (await server.call('GET', `/api/v2/event-settings?event=${event}`)).body.results[0].id as number;
const emptyBooklet = (event: number) => ({ event, title: 'B', configuration: { answers: [], files: [], cover_title: { pt: 'a', en: 'a', es: 'a' } } });

interface Table { name: string; create(): Promise<number>; remove(id: number): Promise<void> }

const TABLES: Table[] = [
  { name: 'devices', create: () => created('/api/admin/devices', { name: unique('Device') }), remove: (id) => deleted(`/api/admin/devices/${id}`) },
  { name: 'device models', create: () => created('/api/admin/device-models', { name: unique('Model') }), remove: (id) => deleted(`/api/admin/device-models/${id}`) },
  { name: 'device categories', create: () => created('/api/admin/device-categories', { name: unique('Category') }), remove: (id) => deleted(`/api/admin/device-categories/${id}`) },
  { name: 'spaces', create: newSpace, remove: (id) => deleted(`/api/v2/spaces/${id}`) },
  { name: 'users', create: newUser, remove: (id) => deleted(`/api/v2/beamian-users/${id}`) },
  {
    name: 'event managers',
    create: async () => created('/api/v2/event-managers', { event: await newEvent(), user_account: await newUser() }),
    remove: (id) => deleted(`/api/v2/event-managers/${id}`),
  },
  {
    name: 'subscriptions (deleted with their space)',
    create: async () => created('/api/v2/hc-subscriptions', { email: 'someone@example.com', space: await newSpace() }),
    remove: async (id) => {
      const { space_id: space } = await data.db.selectFrom('subscriptions').select('space_id').where('id', '=', id).executeTakeFirstOrThrow();
      await deleted(`/api/v2/spaces/${space}`);
    },
  },
  { name: 'events', create: newEvent, remove: deletedInDatabase('events') },
  {
    name: 'event settings (made with their event)',
    create: async () => settingsOf(await newEvent()),
    remove: deletedInDatabase('event_settings'),
  },
  { name: 'booklets', create: async () => created('/api/v2/booklets', emptyBooklet(await newEvent())), remove: deletedInDatabase('booklets') },
  {
    name: 'participating fields',
    create: async () => created('/api/v2/participating-fields', { event: await newEvent(), name: 'Company', type: 'Title' }),
    remove: deletedInDatabase('participating_fields'),
  },
  { name: 'event images', create: () => created('/api/v2/event-images', fileForm('file', PNG, 'image.png', 'image/png')), remove: deletedInDatabase('event_images') },
];

describe('ids are never made twice', () => {
  it.each(TABLES)('$name: after the newest is deleted, the next one gets a new id', async (table) => {
    await table.create();
    const newest = await table.create();
    await table.remove(newest);
    const next = await table.create();
    expect(next).toBeGreaterThan(newest);
  });
});
