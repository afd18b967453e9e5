// Sessions and login throttles across two server processes on one PostgreSQL database (docs/postgres-port.md,
// "Sessions" and "Login throttles"): a token logged out or a password changed through one process is refused by
// the other at its next request, and an open change stream there ends; failed logins alternating between the two
// are throttled at the same count as against one process, and still after the second restarts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../../../src/contract/limits';
import { kill, killableServer, type KillableServer, type RunningServer } from '../../killableServer';
import { freshDatabase, skipReason, type FreshDatabase } from '../database';

const PASSWORD = 'member-password-1';

describe.skipIf(skipReason !== null)(`sessions across processes ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let servers: KillableServer;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    database = await freshDatabase();
    servers = await killableServer('sessions-processes', 0, { databaseUrl: database.url });
    [a, b] = await Promise.all([servers.start(), servers.start()]);
  });

  afterAll(async () => {
    for (const running of [a, b]) running?.child.kill('SIGKILL');
    await servers?.dispose();
    await database?.drop();
  });

  const post = (running: RunningServer, path: string, body: unknown, headers: Record<string, string> = running.headers) =>
    fetch(`${running.url}${path}`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  /** The status of a login through `running` (its body read, so that the connection is free). */
  async function login(running: RunningServer, email: string, password: string): Promise<{ status: number; token?: string }> {
    const answer = await post(running, '/api/auth', { username: email, password }, {});
    const body = (await answer.json()) as { token?: string };
    return { status: answer.status, token: body.token };
  }

  let members = 0;
  /** A new account with back-office access (staff), made through A. */
  async function member(): Promise<string> {
    members += 1;
    const email = `member${members}@example.com`;
    const created = await post(a, '/api/v2/beamian-users', { email, name: `Member ${members}`, password: PASSWORD });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const role = await fetch(`${a.url}/api/v2/beamian-users/${id}`, {
      method: 'PATCH', headers: { ...a.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ role: 'staff' }),
    });
    expect(role.status).toBe(200);
    return email;
  }

  const read = async (running: RunningServer, token: string) => {
    const answer = await fetch(`${running.url}/api/admin/device-categories`, { headers: { Authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    return answer.status;
  };

  /** Opens B's change stream with `token`; `ended` resolves with the end message's reason and how long after `since()` it came. */
  async function streamOnB(token: string) {
    const aborter = new AbortController();
    const response = await fetch(`${b.url}/api/v2/changes`, { headers: { Authorization: `Bearer ${token}` }, signal: aborter.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const ended = async (since: number) => {
      for (;;) {
        const chunk = await reader.read();
        if (chunk.done) return { reason: undefined, afterMs: performance.now() - since };
        text += decoder.decode(chunk.value, { stream: true });
        const end = /event: end\ndata: (.*)\n/.exec(text);
        if (end) return { reason: JSON.parse(end[1]!).reason as string, afterMs: performance.now() - since };
      }
    };
    return { ended, close: () => aborter.abort() };
  }

  it('a token logged out through A is refused by B at its next request, and B\'s stream of it ends', async () => {
    const email = await member();
    const { token } = await login(a, email, PASSWORD);
    expect(await read(b, token!)).toBe(200);
    const stream = await streamOnB(token!);
    try {
      const before = performance.now();
      const logout = await post(a, '/api/auth/logout', {}, { Authorization: `Bearer ${token}` });
      expect(logout.status).toBe(204);
      expect(await read(b, token!)).toBe(401);
      const { reason, afterMs } = await stream.ended(before);
      expect(reason).toBe('revoked');
      console.info(`B's stream ended ${Math.round(afterMs)} ms after the logout through A`);
    } finally {
      stream.close();
    }
  });

  it('a password changed through A ends the account\'s sessions on B at their next request', async () => {
    const email = await member();
    const { token } = await login(b, email, PASSWORD);
    expect(await read(b, token!)).toBe(200);
    const changed = await post(a, '/accounts/change-password', { user_email: email, new_password: 'another-password-2' });
    expect(changed.status).toBe(200);
    expect(await read(b, token!)).toBe(401);
    expect((await login(b, email, PASSWORD)).status).toBe(400);
    expect((await login(b, email, 'another-password-2')).status).toBe(200);
  });

  it('failed logins alternating between A and B are throttled at one process\'s count, and still after B restarts', async () => {
    const email = await member();
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      expect((await login(attempt % 2 === 0 ? a : b, email, 'wrong-password')).status, `failure ${attempt + 1}`).toBe(400);
    }
    // the next attempt is refused, even with the right password, whichever process it reaches
    expect((await login(a, email, PASSWORD)).status).toBe(429);
    expect((await login(b, email, PASSWORD)).status).toBe(429);
    await kill(b);
    b = await servers.start();
    expect((await login(b, email, PASSWORD)).status).toBe(429);
  });
});
