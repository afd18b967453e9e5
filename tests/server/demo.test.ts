// The demo business (DEMO=1): every list has believable, contract-valid data, and the same size loads the same data.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { readFirstSheet } from './xlsxTestReader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Booklet, Device, DeviceCategory, DeviceModel, EventManager, EventSettings, KitroomEvent, Page, ParticipatingField, Space,
  User,
} from '../../src/contract/entities';
import { BASES, BOOKLET_FIELD_TYPES, DEVICE_STATUSES } from '../../src/contract/enums';
import { bookletConfiguration } from '../../src/contract/schemas/booklets';
import { deviceWrite } from '../../src/contract/schemas/devices';
import { eventWrite } from '../../src/contract/schemas/events';
import { spaceWrite } from '../../src/contract/schemas/spaces';
import { startTestServer, type TestServer } from './harness';
import type { FreshDatabase } from './postgres/database';
import { serverDatabase } from './postgres/serverDatabase';

const DEMO_ENV = { DEMO: '1', DEMO_DEVICES: '500' };
const DEVICE_COUNT = 500;
const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const MAC = /^([0-9A-F]{2}:){5}[0-9A-F]{2}$/;
/** The demo's "today" (src/server/db/demo/calendar.ts): some events run across it. */
const DEMO_TODAY = Date.parse('2026-11-25T09:00:00.000Z');

interface PerEvent {
  settings: EventSettings[];
  managers: EventManager[];
  fields: ParticipatingField[];
  booklets: Booklet[];
}

/** Everything the admin app can list, read once per server before any test writes. */
interface Snapshot {
  categories: DeviceCategory[];
  models: DeviceModel[];
  devices: Device[];
  events: KitroomEvent[];
  perEvent: Map<number, PerEvent>;
  spaces: Space[];
  users: User[];
}

async function page<T>(server: TestServer, path: string): Promise<Page<T>> {
  const answer = await server.call<Page<T>>('GET', path);
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Every item of a list, following `next` pages. */
async function all<T>(server: TestServer, path: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = `${path}${path.includes('?') ? '&' : '?'}page_size=1000`;
  while (next) {
    const url = new URL(next, server.url);
    const body: Page<T> = await page<T>(server, url.pathname + url.search);
    items.push(...body.results);
    next = body.next;
  }
  return items;
}

async function snapshotOf(server: TestServer): Promise<Snapshot> {
  const events = await all<KitroomEvent>(server, '/api/v1/events');
  const perEvent = new Map<number, PerEvent>();
  for (const event of events) {
    perEvent.set(event.id, {
      settings: await all(server, `/api/v2/event-settings?event=${event.id}`),
      managers: await all(server, `/api/v2/event-managers?event=${event.id}`),
      fields: await all(server, `/api/v2/participating-fields?event=${event.id}`),
      booklets: await all(server, `/api/v2/booklets?event=${event.id}`),
    });
  }
  return {
    categories: await all(server, '/api/admin/device-categories'),
    models: await all(server, '/api/admin/device-models'),
    devices: (await page<Device>(server, `/api/admin/devices?page_size=${DEVICE_COUNT * 2}`)).results,
    events,
    perEvent,
    spaces: await all(server, '/api/v2/spaces'),
    users: await all(server, '/api/v2/beamian-users'),
  };
}

const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
const countBy = <T>(items: readonly T[], key: (item: T) => unknown) =>
  items.reduce((counts, item) => counts.set(key(item), (counts.get(key(item)) ?? 0) + 1), new Map<unknown, number>());

let first: TestServer;
let second: TestServer;
let data: Snapshot;
/** On PostgreSQL, the first server's database, made here so the test can read it (the harness drops its own). */
let firstDatabase: FreshDatabase | undefined;

beforeAll(async () => {
  firstDatabase = await serverDatabase();
  [first, second] = await Promise.all([
    startTestServer({ ...DEMO_ENV, ...(firstDatabase && { DATABASE_URL: firstDatabase.url }) }),
    startTestServer(DEMO_ENV),
  ]);
  data = await snapshotOf(first);
});
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await firstDatabase?.drop();
});

/** The number of rows of each table, read from the first server's database. */
async function rowCounts(tables: readonly string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  if (firstDatabase) {
    const { kyselyOf } = await import('./postgres/database');
    const db = kyselyOf(firstDatabase.url, 1);
    try {
      for (const table of tables) {
        counts[table] = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(db)).rows[0]?.n ?? 0;
      }
    } finally {
      await db.destroy();
    }
    return counts;
  }
  const sqlite = new Database(join(first.dataDir, 'kitroom.sqlite'), { readonly: true });
  try {
    // PostgreSQL checks every reference as rows are written; SQLite is asked
    expect(sqlite.pragma('foreign_key_check')).toEqual([]);
    for (const table of tables) counts[table] = (sqlite.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  } finally {
    sqlite.close();
  }
  return counts;
}

describe('demo data in the database', () => {
  it('fills every table, with no broken reference', async () => {
    const count = await rowCounts(['devices', 'users', 'subscriptions', 'event_images']);
    expect(count.devices).toBe(DEVICE_COUNT);
    expect(count.users).toBe(26);
    expect(count.subscriptions).toBeGreaterThanOrEqual(200);
    expect(count.event_images).toBeGreaterThan(0);
  });

  it('gives rows created after it ids of their own, past the demo\'s', async () => {
    const category = await first.call('POST', '/api/admin/device-categories', { body: { name: 'Added after the demo' } });
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    expect(category.body.id).toBeGreaterThan(Math.max(...data.categories.map((known) => known.id)));
    const user = await first.makeUser({ email: 'after-the-demo@example.com' });
    expect(user.id).toBeGreaterThan(Math.max(...data.users.map((known) => known.id)));
  });
});

describe('demo catalogue and fleet', () => {
  it('has categories and models, every model in a category', () => {
    expect(data.categories.length).toBeGreaterThanOrEqual(5);
    expect(data.models.length).toBeGreaterThanOrEqual(10);
    expect(unique(data.categories.map((category) => category.name.toLowerCase()))).toBe(true);
    expect(unique(data.models.map((model) => model.name.toLowerCase()))).toBe(true);
    const categoryIds = new Set(data.categories.map((category) => category.id));
    for (const model of data.models) {
      expect(model.description.length).toBeGreaterThan(0);
      expect(categoryIds.has(model.category?.id ?? -1)).toBe(true);
    }
    expect(new Set(data.models.map((model) => model.category?.id)).size).toBe(data.categories.length);
  });

  it(`has ${DEVICE_COUNT} devices over every status and every base`, () => {
    expect(data.devices).toHaveLength(DEVICE_COUNT);
    expect(new Set(data.devices.map((device) => device.status))).toEqual(new Set(DEVICE_STATUSES));
    expect(new Set(data.devices.map((device) => device.base))).toEqual(new Set([...BASES, null]));
    const statuses = countBy(data.devices, (device) => device.status);
    expect((statuses.get('available') ?? 0) + (statuses.get('in_use') ?? 0)).toBeGreaterThan(DEVICE_COUNT * 0.6);
  });

  it('gives devices unique names, serials and MAC addresses that the API would accept', () => {
    const named = <K extends keyof Device>(key: K) =>
      data.devices.map((device) => device[key]).filter((value) => value !== null);
    expect(unique(named('name'))).toBe(true);
    expect(unique(named('serial_id'))).toBe(true);
    expect(unique(named('mac_address'))).toBe(true);
    expect(named('serial_id').length).toBeGreaterThan(DEVICE_COUNT * 0.9);
    for (const device of data.devices) {
      expect(deviceWrite.safeParse(device).success, JSON.stringify(device)).toBe(true);
      expect(device.name).toMatch(/^[A-Z]+-\d{4,}$/);
      if (device.mac_address !== null) expect(device.mac_address).toMatch(MAC);
      expect(device.created_at).toMatch(ISO_UTC);
      expect(device.updated_at).toMatch(ISO_UTC);
      expect(device.updated_at >= device.created_at).toBe(true);
      expect(Date.parse(device.updated_at)).toBeLessThanOrEqual(Date.now());
      if (device.model_type_id !== null) expect(device.model_name).not.toBeNull();
    }
    expect(data.devices.some((device) => device.comment !== '')).toBe(true);
    expect(data.devices.some((device) => device.key_tag !== '')).toBe(true);
  });

  it('sends devices in use mostly to running or upcoming events, some with an exhibitor', () => {
    const eventsById = new Map(data.events.map((event) => [event.id, event]));
    const inUse = data.devices.filter((device) => device.status === 'in_use');
    for (const device of data.devices) {
      if (device.current_event_id === null) continue;
      expect(device.current_event_name).toBe(eventsById.get(device.current_event_id)?.name);
    }
    const atLiveEvents = inUse.filter((device) => {
      const event = device.current_event_id === null ? undefined : eventsById.get(device.current_event_id);
      return event !== undefined && Date.parse(event.end_date) >= DEMO_TODAY;
    });
    expect(atLiveEvents.length).toBeGreaterThan(inUse.length * 0.7);
    expect(inUse.some((device) => device.current_exhibitor_name !== '')).toBe(true);
  });
});

describe('demo events', () => {
  it('has past, running and upcoming events the API would accept', () => {
    expect(data.events.length).toBeGreaterThanOrEqual(10);
    expect(unique(data.events.map((event) => event.slug))).toBe(true);
    for (const event of data.events) {
      expect(eventWrite.safeParse(event).success, JSON.stringify(event)).toBe(true);
      expect(event.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const ends = data.events.map((event) => Date.parse(event.end_date));
    const starts = data.events.map((event) => Date.parse(event.start_date));
    expect(ends.some((end) => end < DEMO_TODAY)).toBe(true);
    expect(starts.some((start, index) => start <= DEMO_TODAY && (ends[index] ?? 0) >= DEMO_TODAY)).toBe(true);
    expect(starts.some((start) => start > DEMO_TODAY)).toBe(true);
    const years = new Set(data.events.map((event) => event.start_date.slice(0, 4)));
    expect(years).toEqual(new Set(['2025', '2026', '2027']));
  });

  it('gives every event its settings, managers and 6 to 12 participating fields', () => {
    const emails = new Set(data.users.map((user) => user.email));
    for (const event of data.events) {
      const related = data.perEvent.get(event.id);
      expect(related?.settings).toHaveLength(1);
      expect(related?.settings[0]?.event).toBe(event.id);
      expect(related?.managers.length).toBeGreaterThanOrEqual(1);
      for (const manager of related?.managers ?? []) expect(emails.has(manager.user_account.email)).toBe(true);
      const fields = related?.fields ?? [];
      expect(fields.length).toBeGreaterThanOrEqual(6);
      expect(fields.length).toBeLessThanOrEqual(12);
      for (const field of fields) {
        expect(field.event).toBe(event.id);
        expect(BOOKLET_FIELD_TYPES).toContain(field.type);
      }
    }
    const settings = [...data.perEvent.values()].flatMap((related) => related.settings);
    expect(settings.some((setting) => setting.live_interactions)).toBe(true);
    expect(settings.some((setting) => !setting.live_interactions)).toBe(true);
  });

  it('has three or more booklets whose cards point at their own event’s fields', async () => {
    const booklets = [...data.perEvent.values()].flatMap((related) => related.booklets);
    expect(booklets.length).toBeGreaterThanOrEqual(3);
    for (const booklet of booklets) {
      const parsed = bookletConfiguration.safeParse(booklet.configuration);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      const fieldIds = new Set(data.perEvent.get(booklet.event)?.fields.map((field) => field.id));
      const { answers, files, cover_title: coverTitle } = booklet.configuration;
      for (const entry of [...answers, ...files]) {
        if (entry.participating_field_id !== null) expect(fieldIds.has(entry.participating_field_id)).toBe(true);
      }
      expect(unique([...answers, ...files].map((entry) => entry.index))).toBe(true);
      expect(files.length).toBeGreaterThanOrEqual(1);
      expect(coverTitle).toEqual({ pt: booklet.title, en: booklet.title, es: booklet.title });
      if (booklet.cover_image !== null) {
        const cover = await fetch(new URL(booklet.cover_image, first.url));
        expect(cover.status).toBe(200);
        expect(cover.headers.get('Content-Type')).toBe('image/png');
      }
    }
    expect(booklets.some((booklet) => booklet.is_published)).toBe(true);
    expect(booklets.some((booklet) => booklet.cover_image !== null)).toBe(true);
  });
});

describe('demo people and spaces', () => {
  it('has staff accounts with unique e-mails, none admin but the first, none able to log in', async () => {
    expect(data.users).toHaveLength(26);
    expect(data.users.filter((user) => user.is_admin)).toHaveLength(1);
    expect(unique(data.users.map((user) => user.email.toLowerCase()))).toBe(true);
    expect(data.users.filter((user) => user.phone_number !== null).length).toBeGreaterThan(15);
    const staff = data.users.find((user) => !user.is_admin);
    const login = await first.call('POST', '/api/auth', { token: null, body: { username: staff?.email, password: '!' } });
    expect(login.status).toBe(400);
  });

  it('has spaces with unique slugs, counts within capacity and http(s) links', () => {
    expect(data.spaces.length).toBeGreaterThanOrEqual(30);
    expect(unique(data.spaces.map((space) => space.slug))).toBe(true);
    const emails = new Set(data.users.map((user) => user.email));
    for (const space of data.spaces) {
      expect(spaceWrite.safeParse(space).success, JSON.stringify(space)).toBe(true);
      expect(space.current).toBeGreaterThanOrEqual(0);
      expect(space.current).toBeLessThanOrEqual(space.capacity);
      for (const link of [space.website, space.facebook]) if (link !== null) expect(link).toMatch(/^https:\/\/\S+$/);
      if (space.user_email !== null) expect(emails.has(space.user_email)).toBe(true);
    }
    expect(data.spaces.some((space) => space.premium)).toBe(true);
    expect(data.spaces.some((space) => space.user_email !== null)).toBe(true);
  });

  it('has a few hundred subscriptions in the export, each for a demo space', async () => {
    const link = await first.call('GET', '/api/v2/hc-subscriptions/export');
    expect(link.status).toBe(200);
    const download = await fetch(new URL(link.body.file, first.url));
    expect(download.status).toBe(200);
    const rows = readFirstSheet(new Uint8Array(await download.arrayBuffer()));
    const spaceNames = new Set(data.spaces.map((space) => space.name));
    expect(rows.length - 1).toBeGreaterThanOrEqual(200);
    for (const row of rows.slice(1)) {
      expect(String(row[0])).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
      expect(spaceNames.has(String(row[1]))).toBe(true);
    }
  });
});

describe('demo determinism and validity', () => {
  it('loads the same data into two fresh databases of the same size', async () => {
    const other = await snapshotOf(second);
    expect(other.devices).toEqual(data.devices);
    expect(other.events).toEqual(data.events);
    expect(other.spaces).toEqual(data.spaces);
    expect(other.users).toEqual(data.users);
    expect(other.models).toEqual(data.models);
    // Booklet covers are absolute urls on each server's own port; their paths must agree.
    const withCoverPaths = (snapshot: Snapshot) => [...snapshot.perEvent.entries()].map(([id, related]) => [id, {
      ...related,
      booklets: related.booklets.map((booklet) => ({
        ...booklet,
        cover_image: booklet.cover_image && new URL(booklet.cover_image, 'http://x').pathname,
      })),
    }]);
    expect(withCoverPaths(other)).toEqual(withCoverPaths(data));
  });

  it('takes its own events, booklets, spaces and devices back unchanged through PUT', async () => {
    const put = async (path: string, body: unknown) => {
      const answer = await second.call('PUT', path, { body });
      expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
    };
    for (const event of data.events) await put(`/api/events/${event.id}`, event);
    for (const related of data.perEvent.values()) {
      for (const booklet of related.booklets) await put(`/api/v2/booklets/${booklet.id}`, booklet);
    }
    for (const space of data.spaces) await put(`/api/spaces/${space.id}`, space);
    const sample = data.devices.filter((_, index) => index % 20 === 0);
    for (const device of sample) await put(`/api/admin/devices/${device.id}`, device);
  });
});
