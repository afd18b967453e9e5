// The built app is served from memory: no request waits for the disk or libuv's thread pool. Dotfiles and source
// maps are never served, whatever sits in the app's folder.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let appDir: string;
beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'kitroom-app-'));
  await mkdir(join(appDir, 'assets'));
  await mkdir(join(appDir, '.git'));
  await writeFile(join(appDir, 'index.html'), '<!doctype html><title>First build</title>');
  await writeFile(join(appDir, 'assets', 'main-ABCDEFGH.js'), 'console.log("app")');
  await writeFile(join(appDir, 'assets', 'main-ABCDEFGH.js.map'), '{"sources":["secret.ts"]}');
  await writeFile(join(appDir, 'favicon.svg'), '<svg/>');
  await writeFile(join(appDir, '.env'), 'SECRET=1');
  await writeFile(join(appDir, '.git', 'config'), '[core]');
  server = await startTestServer({}, { appDir });
});
afterAll(async () => {
  await server.close();
  await rm(appDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(server.url + path);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

describe('static files', () => {
  it('serves the app: hashed files cached for a year, others no-cache, history routes get index.html', async () => {
    const script = await get('/assets/main-ABCDEFGH.js');
    expect(script).toMatchObject({ status: 200, text: 'console.log("app")' });
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.svg')).headers.get('Cache-Control')).toBe('no-cache');
    for (const path of ['/', '/devices/edit/7', '/index.html']) expect((await get(path)).text).toContain('First build');
    expect((await get('/assets/missing-ABCDEFGH.js')).status).toBe(404);
  });

  it('never serves dotfiles or source maps', async () => {
    for (const path of ['/.env', '/.git/config', '/.git/', '/%2eenv', '/assets/main-ABCDEFGH.js.map', '/assets/%2e%2e/.env', '/.well-known/x']) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.text, path).not.toMatch(/SECRET|core|sources|<title>/);
    }
  });

  it('picks up a rebuild without a restart: a new index.html and new files', async () => {
    await writeFile(join(appDir, 'index.html'), '<!doctype html><title>Second build</title>');
    const later = new Date(Date.now() + 5000);
    await utimes(join(appDir, 'index.html'), later, later);
    await writeFile(join(appDir, 'assets', 'main-IJKLMNOP.js'), 'console.log("rebuilt")');
    expect((await get('/')).text).toContain('Second build');
    expect((await get('/assets/main-IJKLMNOP.js')).text).toBe('console.log("rebuilt")');
  });
});
