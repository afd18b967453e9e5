// A full disk (issue 19 point 2) on a real filesystem that fills up: DATA_DIR is a small tmpfs mounted for this file
// and filled by a real file until the kernel answers ENOSPC, so SQLite and the media folder meet the real errors.
// Writes answer 507 `storage_full`, a failed upload leaves no file behind, reads and logins keep answering, the log
// says so once per time the disk fills, and writes work again once there is room.
import { execFileSync } from 'node:child_process';
import { closeSync, ftruncateSync, fstatSync, openSync, readdirSync, statfsSync, statSync, writeSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_RECOVERED_BYTES } from '../../src/contract/limits';
import { readConfig } from '../../src/server/config';
import { openConnection } from '../../src/server/db/sqlite';
import { startServer } from '../../src/server/server';
import { makeCategory, makeModel } from './deviceFixtures';
import { fileForm } from './eventFixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type Answer, type TestServer } from './harness';
import { noisyPng } from './pngFixture';
import { deviceTable, importRows, type SheetCell } from './sheetHelpers';

/** Room for the database and the filler, and for more than STORAGE_RECOVERED_BYTES once the filler shrinks. */
const TMPFS_SIZE = '16m';
const STORAGE_FULL = "The server's storage is full: nothing was saved. Ask whoever runs it to free some space.";

let mountPoint: string;
let mounted = false;
let dataDir: string;
let fillerFd: number | undefined;
let server: TestServer;
const logged: Record<string, unknown>[] = [];

/** Free bytes on the tmpfs, as a writer sees them. */
const freeBytes = () => {
  const stats = statfsSync(mountPoint);
  return stats.bavail * stats.bsize;
};

/** Appends to the filler until the filesystem refuses, then gives `leaveBytes` back. */
function fillUp(leaveBytes = 0): void {
  fillerFd ??= openSync(join(mountPoint, 'filler'), 'a');
  for (const size of [1024 * 1024, 64 * 1024, 4096, 512]) {
    const chunk = Buffer.alloc(size, 1);
    for (;;) {
      try {
        writeSync(fillerFd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
        break;
      }
    }
  }
  expect(freeBytes()).toBeLessThan(4096);
  if (leaveBytes > 0) ftruncateSync(fillerFd, fstatSync(fillerFd).size - leaveBytes);
}

/** Every file under `dir`, with its size. */
function filesUnder(dir: string): Record<string, number> {
  const files: Record<string, number> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = join(entry.parentPath, entry.name);
    if (entry.isFile()) files[file] = statSync(file).size;
  }
  return files;
}

const mediaFiles = () => readdirSync(join(dataDir, 'media')).sort();
const storageFullLines = () => logged.filter((entry) => entry.message === 'storage full');

function expectStorageFull(answer: Answer): void {
  expect(answer.status, JSON.stringify(answer.body)).toBe(507);
  expect(answer.raw).toEqual({ detail: STORAGE_FULL, code: 'storage_full' });
}

const uploadImage = (bytes: Uint8Array) => server.call('POST', '/api/v2/event-images', { form: fileForm('file', bytes, 'photo.png', 'image/png') });

/** An import of `count` new devices. */
const importOf = (count: number): SheetCell[][] => [
  ['serial_id', 'name', 'notes'],
  ...Array.from({ length: count }, (_, index): SheetCell[] => [`FULL-${index}`, `Imported ${index}`, 'n'.repeat(200)]),
];

let servedImage: string;

beforeAll(async () => {
  mountPoint = await mkdtemp(join(tmpdir(), 'kitroom-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', mountPoint], { stdio: 'pipe' });
  } catch (error) {
    // never a silent skip: CI runs as root, and without the mount nothing here is tested
    throw new Error(`disk-full.test.ts mounts a tmpfs and needs root (mount -t tmpfs): ${String((error as { stderr?: unknown }).stderr ?? error)}`);
  }
  mounted = true;
  dataDir = join(mountPoint, 'data');
  server = await startTestServer({}, { dataDir, log: (entry) => logged.push(entry) });
  const { id } = await makeModel(server, { category_id: (await makeCategory(server)).id });
  expect((await server.call('POST', '/api/admin/devices', { body: { name: 'Before the disk filled', model_type_id: id } })).status).toBe(201);
  const image = await uploadImage(noisyPng(32));
  expect(image.status).toBe(201);
  servedImage = image.body.url;
});

afterAll(async () => {
  if (fillerFd !== undefined) closeSync(fillerFd);
  await server?.close();
  if (mounted) execFileSync('umount', [mountPoint]);
  await rm(mountPoint, { recursive: true, force: true });
});

describe('a full disk', () => {
  it('answers every device create 507 storage_full, and writes nothing', async () => {
    const before = await deviceTable(server);
    fillUp();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expectStorageFull(await server.call('POST', '/api/admin/devices', { body: { name: `Full ${attempt}` } }));
    }
    expect(await deviceTable(server)).toEqual(before);
  });

  it('answers an image upload 507 and leaves no partial file in the media folder or anywhere on the disk', async () => {
    fillUp(256 * 1024); // room for part of the image, not for all of it
    const media = mediaFiles();
    const files = filesUnder(mountPoint);
    const free = freeBytes();
    expectStorageFull(await uploadImage(noisyPng(600))); // about 1 MB, incompressible
    expect(mediaFiles()).toEqual(media);
    expect(filesUnder(mountPoint)).toEqual(files);
    expect(freeBytes()).toBe(free);
  });

  it('answers a spreadsheet import 507 with nothing of it imported', async () => {
    fillUp();
    const before = await deviceTable(server);
    const files = filesUnder(mountPoint);
    expectStorageFull(await importRows(server, importOf(2000)));
    expect(await deviceTable(server)).toEqual(before);
    expect(Object.keys(filesUnder(mountPoint))).toEqual(Object.keys(files));
  });

  it('keeps reads answering: lists, is-admin, uploaded images, the app', async () => {
    fillUp();
    expect((await server.call('GET', '/api/admin/devices')).status).toBe(200);
    expect((await server.call('GET', '/api/admin/device-models')).status).toBe(200);
    expect((await server.call('GET', '/api/v1/events')).status).toBe(200);
    expect((await server.call('GET', '/api/v2/services/is-admin')).body).toEqual({ is_admin: true, role: 'admin' });
    expect((await server.call('GET', servedImage, { token: null })).status).toBe(200);
    expect((await server.call('GET', '/', { token: null })).status).toBe(200);
  });

  const logIn = () => server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });

  it('answers a login 507 storage_full, not a bare 500, when its token needs the WAL to grow', async () => {
    fillUp();
    for (let attempt = 0; attempt < 3; attempt += 1) expectStorageFull(await logIn());
  });

  it('answers a failed login it cannot count 507 too, never an uncounted 400 (login_attempts, migration 013)', async () => {
    fillUp();
    const wrong = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL, password: 'not-the-password' } });
    expectStorageFull(wrong);
  });

  it('serves a login whose token fits in WAL space a checkpoint freed, and that token works', async () => {
    fillUp(1024 * 1024); // room for the checkpoint to grow the database file
    const sqlite = openConnection(join(dataDir, 'kitroom.sqlite'));
    try {
      expect(sqlite.pragma('wal_checkpoint(PASSIVE)')).toEqual([expect.objectContaining({ busy: 0 })]);
    } finally {
      sqlite.close();
    }
    fillUp();
    const answer = await logIn();
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await server.call('GET', '/api/v2/services/is-admin', { token: answer.body.token })).body).toEqual({ is_admin: true, role: 'admin' });
    // writes that fit are no recovery: once the WAL's room is used up, the refusals go on unlogged
    let fitted = 0;
    let answer507: Answer | undefined;
    while (!answer507 && fitted < 500) {
      const created = await server.call('POST', '/api/admin/devices', { body: { name: `Fits in the WAL ${fitted}` } });
      if (created.status === 201) fitted += 1;
      else answer507 = created;
    }
    expectStorageFull(answer507!);
  });

  it('logged one "storage full" warning, with the path, for all those failed writes, and no error', () => {
    expect(storageFullLines()).toEqual([expect.objectContaining({ level: 'warn', message: 'storage full', path: expect.stringContaining(dataDir) })]);
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('writes again once there is room, and logs again when the disk fills again', async () => {
    fillUp(STORAGE_RECOVERED_BYTES + 2 * 1024 * 1024);
    expect((await server.call('POST', '/api/admin/devices', { body: { name: 'After freeing space' } })).status).toBe(201);
    const image = await uploadImage(noisyPng(600));
    expect(image.status).toBe(201);
    expect((await server.call('GET', image.body.url, { token: null })).status).toBe(200);
    expect(await importRows(server, importOf(50))).toMatchObject({ status: 200, body: { created: 50, updated: 0 } });
    expect(storageFullLines()).toHaveLength(1);

    fillUp();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expectStorageFull(await server.call('POST', '/api/admin/devices', { body: { name: `Full again ${attempt}` } }));
    }
    expect(storageFullLines()).toHaveLength(2);
  });
});

describe('a restart on a full disk', () => {
  it('starts and serves reads though its start-up pruning cannot write, and says so once', async () => {
    fillUp(STORAGE_RECOVERED_BYTES + 2 * 1024 * 1024);
    const device = await server.call('POST', '/api/admin/devices', { body: { name: 'Deleted before the restart' } });
    expect((await server.call('DELETE', `/api/admin/devices/${device.body.id}`)).status).toBe(204);
    // the tombstone is older than the window: a start-up prunes it, which is a write
    const sqlite = openConnection(join(dataDir, 'kitroom.sqlite'));
    try {
      expect(sqlite.prepare("update changes set deleted_at = '2000-01-01T00:00:00.000Z' where deleted_at is not null").run().changes).toBeGreaterThan(0);
    } finally {
      sqlite.close();
    }
    fillUp();
    const lines: Record<string, unknown>[] = [];
    const config = readConfig({ PORT: '0', DATA_DIR: dataDir, ADMIN_EMAIL, ADMIN_PASSWORD, DEMO: '0', LOG: '0' });
    const restarted = await startServer(config, { appDir: join(dataDir, 'no-app'), log: (entry) => lines.push(entry), announce: () => {} });
    try {
      const isAdmin = await fetch(`${restarted.url}/api/v2/services/is-admin`, { headers: { Authorization: `Bearer ${server.adminToken}` } });
      expect(isAdmin.status).toBe(200);
      const devices = await fetch(`${restarted.url}/api/admin/devices`, { headers: { Authorization: `Bearer ${server.adminToken}` } });
      expect(devices.status).toBe(200);
      expect(lines.filter((entry) => entry.message === 'storage full')).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});
