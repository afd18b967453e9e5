// Server processes (bundled as `npm start` runs them) on one PostgreSQL database: three started together on an
// empty database migrate it once and make one admin; what one writes, another reads at once, and a file uploaded
// through one is served by another byte for byte, with the same headers.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileForm, JPEG, PNG } from '../../eventFixtures';
import { killableServer, type KillableServer, type RunningServer } from '../../killableServer';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from '../database';

describe.skipIf(skipReason !== null)(`several processes on one database ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let servers: KillableServer;
  let a: RunningServer;
  let b: RunningServer;
  let c: RunningServer;

  beforeAll(async () => {
    database = await freshDatabase();
    servers = await killableServer('two-processes', 0, { databaseUrl: database.url });
    [a, b, c] = await Promise.all([servers.start(), servers.start(), servers.start()]);
  });

  afterAll(async () => {
    for (const running of [a, b, c]) running?.child.kill('SIGKILL');
    await servers?.dispose();
    await database?.drop();
  });

  it('three started together on an empty database: each migration applied once, one admin', async () => {
    const db = kyselyOf(database.url, 1);
    try {
      const migrations = await sql<{ name: string; times: number }>`select name, count(*)::int as times from kysely_migration group by name`.execute(db);
      expect(migrations.rows.length).toBeGreaterThan(10);
      expect(migrations.rows.every((row) => row.times === 1)).toBe(true);
      const admins = await sql<{ n: number }>`select count(*)::int as n from users where email = 'admin@example.com'`.execute(db);
      expect(admins.rows[0]!.n).toBe(1);
    } finally {
      await db.destroy();
    }
  });

  it('a category created through one process is read through the other', async () => {
    const created = await fetch(`${a.url}/api/admin/device-categories`, {
      method: 'POST', headers: { ...a.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'Across processes' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const read = await fetch(`${b.url}/api/admin/device-categories/${id}`, { headers: b.headers });
    expect(read.status).toBe(200);
    expect(((await read.json()) as { name: string }).name).toBe('Across processes');
  });

  /** A media link fetched as an <img> does (no token): its status, bytes and headers but the date. */
  async function served(running: RunningServer, link: string) {
    const response = await fetch(new URL(link, running.url));
    const headers = Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection'].includes(name)));
    return { status: response.status, headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  }

  it('an event image and a booklet cover uploaded through one process are served by the others byte for byte', async () => {
    const image = await fetch(`${a.url}/api/v2/event-images`, { method: 'POST', headers: a.headers, body: fileForm('file', JPEG, 'photo.jpg', 'image/jpeg') });
    expect(image.status).toBe(201);
    const { url: imageLink } = (await image.json()) as { url: string };
    const event = await fetch(`${a.url}/api/events`, {
      method: 'POST', headers: { ...a.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Across processes', start_date: '2026-05-01T09:00', end_date: '2026-05-02T18:00' }),
    });
    const booklet = await fetch(`${a.url}/api/v2/booklets`, {
      method: 'POST', headers: { ...a.headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: ((await event.json()) as { id: number }).id, title: 'B', configuration: { answers: [], files: [], cover_title: { pt: 'a', en: 'a', es: 'a' } } }),
    });
    const cover = await fetch(`${a.url}/api/v2/booklet-covers/${((await booklet.json()) as { id: number }).id}`, {
      method: 'PUT', headers: a.headers, body: fileForm('cover_image', PNG, 'cover.png', 'image/png'),
    });
    expect(cover.status).toBe(200);
    const { cover_image: coverLink } = (await cover.json()) as { cover_image: string };
    for (const [link, bytes] of [[imageLink, JPEG], [coverLink, PNG]] as const) {
      const fromA = await served(a, link);
      expect(fromA.status).toBe(200);
      expect(fromA.bytes).toEqual(bytes);
      for (const other of [b, c]) expect(await served(other, link)).toEqual(fromA);
    }
  });
});
