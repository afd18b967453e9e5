// The real entry point as `npm start` runs it: environment, first admin, listening line, clean stop, restart.
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
let dataDir: string;

beforeAll(async () => {
  execFileSync(process.execPath, ['build.mjs', '--if-needed'], { cwd: root });
  dataDir = await mkdtemp(join(tmpdir(), 'kitroom-start-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

interface Started { child: ChildProcess; url: string; output: () => string }

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: root,
    env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, LOG: '0', ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no listening line:\n${output}`)), 20_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /^Kitroom listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ child, url: match[1], output: () => output });
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
}

function stop(started: Started, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.removeAllListeners('exit');
    started.child.on('exit', (code) => resolve(code));
    started.child.kill(signal);
  });
}

async function login(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string } };
}

describe('npm start', () => {
  let generatedPassword = '';

  it('creates the admin with a printed random password, prints the listening line once, and stops on SIGTERM', async () => {
    const started = await start({ DEMO: '0' });
    const printed = /Admin account admin@example\.com created with password: (\S+)/.exec(started.output());
    expect(printed?.[1]).toBeTruthy();
    generatedPassword = printed?.[1] ?? '';
    expect(started.output().match(/Kitroom listening on/g)).toHaveLength(1);
    const answer = await login(started.url, 'admin@example.com', generatedPassword);
    expect(answer.status).toBe(200);
    expect(await stop(started, 'SIGTERM')).toBe(0);
  });

  it('keeps the data across a restart, never re-seeds, and stops on SIGINT', async () => {
    const started = await start({ ADMIN_EMAIL: 'other@example.com', ADMIN_PASSWORD: 'ignored-now-1' });
    expect(started.output()).not.toMatch(/created with password/);
    expect((await login(started.url, 'admin@example.com', generatedPassword)).status).toBe(200);
    expect((await login(started.url, 'other@example.com', 'ignored-now-1')).status).toBe(400);
    expect(await stop(started, 'SIGINT')).toBe(0);
  });

  it('refuses a bad setting with a clear message', async () => {
    await expect(start({ PORT: 'eighty' })).rejects.toThrow(/PORT must be a whole number/);
    await expect(start({ EVENTS_ADMIN_URL: 'admin.example.com/events/{slug}' })).rejects.toThrow(
      /EVENTS_ADMIN_URL must be an absolute http\(s\) URL containing \{slug\} or \{id\}/,
    );
  });
});
