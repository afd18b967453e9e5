// The app's files precompressed by build.mjs (.br and .gz beside each) are sent as they are, by Accept-Encoding;
// index.html, filled at start-up, is compressed by the server after filling.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const root = join(import.meta.dirname, '..', '..');
const script = `console.log(${JSON.stringify('the app '.repeat(400))});`;
const stale = `console.log(${JSON.stringify('an older build '.repeat(200))});`;
const page = `<!doctype html><html><head><meta name="kitroom-events-admin-url" content=""><title>App</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;

let server: TestServer;
let appDir: string;
beforeAll(async () => {
  appDir = await mkdtemp(join(tmpdir(), 'kitroom-app-'));
  await mkdir(join(appDir, 'assets'));
  await writeFile(join(appDir, 'index.html'), page);
  const main = join(appDir, 'assets', 'main-ABCDEFGH.js');
  await writeFile(main, script);
  await writeFile(`${main}.br`, brotliCompressSync(script));
  await writeFile(`${main}.gz`, gzipSync(script));
  // a copy older than its file belongs to another build: never sent
  const other = join(appDir, 'assets', 'other.js');
  await writeFile(`${other}.br`, brotliCompressSync(stale));
  await utimes(`${other}.br`, new Date(2020, 0, 1), new Date(2020, 0, 1));
  await writeFile(other, script);
  server = await startTestServer({ EVENTS_ADMIN_URL: 'https://events.example.com/admin/{id}' }, { appDir });
});
afterAll(async () => {
  await server.close();
  await rm(appDir, { recursive: true, force: true });
});

function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const url = new URL(server.url + path);
  return new Promise((resolve, reject) => {
    const sent = request({ hostname: url.hostname, port: url.port, path, agent: false, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

const text = (answer: { headers: Record<string, unknown>; body: Buffer }) => {
  const encoding = answer.headers['content-encoding'];
  return (encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8');
};

describe('precompressed static files', () => {
  it('sends the .br or .gz copy by Accept-Encoding, the file itself otherwise, with Vary', async () => {
    for (const [accepted, expected] of [['br, gzip', 'br'], ['gzip', 'gzip'], ['br;q=0, gzip', 'gzip'], ['identity', undefined], [undefined, undefined]] as const) {
      const answer = await get('/assets/main-ABCDEFGH.js', accepted);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding'], String(accepted)).toBe(expected);
      expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
      expect(text(answer)).toBe(script);
    }
  });

  it('never sends a copy older than its file, and never serves the copies by their own names', async () => {
    // (compressed on the fly instead, by the API's compression, since it is over 1 KB)
    expect(text(await get('/assets/other.js', 'br'))).toBe(script);
    expect((await get('/assets/main-ABCDEFGH.js.br', 'br')).status).toBe(404);
    expect((await get('/assets/main-ABCDEFGH.js.gz')).status).toBe(404);
  });

  it('compresses index.html after filling its metas, for every history route', async () => {
    for (const path of ['/', '/devices/7', '/index.html']) {
      const answer = await get(path, 'br, gzip');
      expect(answer.headers['content-encoding'], path).toBe('br');
      expect(text(answer)).toContain('content="https://events.example.com/admin/{id}"');
      expect(text(await get(path, 'gzip'))).toBe(text(answer));
      expect(text(await get(path))).toBe(text(answer));
    }
  });
});

describe('build.mjs', () => {
  it('writes .br and .gz beside each text file of the app worth compressing, and none for index.html', async () => {
    execFileSync(process.execPath, ['build.mjs', '--if-needed'], { cwd: root });
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const assets = join(root, 'dist', 'app', 'assets');
    const scripts = readdirSync(assets).filter((name) => name.endsWith('.js') && statSync(join(assets, name)).size >= 1024);
    expect(scripts.length).toBeGreaterThan(0);
    for (const name of scripts) {
      const original = readFileSync(join(assets, name));
      expect(brotliDecompressSync(readFileSync(join(assets, `${name}.br`))).equals(original), name).toBe(true);
      expect(gunzipSync(readFileSync(join(assets, `${name}.gz`))).equals(original), name).toBe(true);
    }
    expect(() => statSync(join(root, 'dist', 'app', 'index.html.br'))).toThrow();
  });
});
