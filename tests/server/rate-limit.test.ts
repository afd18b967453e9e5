import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../src/contract/limits';
import { LoginLimiter } from '../../src/server/http/loginLimiter';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';

describe('login rate limit over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it(`refuses the e-mail with 429 and Retry-After after ${LOGIN_MAX_FAILURES} failures, even with the right password`, async () => {
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      const answer = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL, password: `wrong-${attempt}` } });
      expect(answer.status).toBe(400);
    }
    const blocked = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_MS / 1000);
    expect(blocked.body.detail).toMatch(/Too many failed login attempts/);
    // the same e-mail in another case is the same account
    const otherCase = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD } });
    expect(otherCase.status).toBe(429);
    // tokens issued before keep working
    expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(200);
  });
});

describe('LoginLimiter window', () => {
  it('lets attempts through again as old failures slide out of the window', () => {
    let now = 1_000_000;
    const limiter = new LoginLimiter(3, 60_000, () => now);
    for (let index = 0; index < 3; index += 1) {
      expect(limiter.retryAfterSeconds('a@x.pt')).toBe(0);
      limiter.recordFailure('a@x.pt');
      now += 10_000;
    }
    expect(limiter.retryAfterSeconds('a@x.pt')).toBe(30);
    expect(limiter.retryAfterSeconds('b@x.pt')).toBe(0);
    now += 30_000;
    expect(limiter.retryAfterSeconds('a@x.pt')).toBe(0);
  });

  it('forgets failures after a successful login', () => {
    const limiter = new LoginLimiter(2, 60_000, () => 0);
    limiter.recordFailure('a@x.pt');
    limiter.recordFailure('a@x.pt');
    expect(limiter.retryAfterSeconds('a@x.pt')).toBeGreaterThan(0);
    limiter.reset('a@x.pt');
    expect(limiter.retryAfterSeconds('a@x.pt')).toBe(0);
  });
});
