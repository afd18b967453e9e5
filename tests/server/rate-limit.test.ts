import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS } from '../../src/contract/limits';
import { openDatabase, type OpenedDatabase } from '../../src/server/db/open';
import { LoginLimiter, retryAfterSeconds } from '../../src/server/http/loginLimiter';
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

  it('lifts the account\'s failures when its owner logs in before the limit', async () => {
    const { email } = await server.makeUser({ email: 'lifted@example.com', password: 'lifted-password-1' });
    const attempt = (password: string) => server.call('POST', '/api/auth', { token: null, body: { username: email, password } });
    for (let failure = 1; failure < LOGIN_MAX_FAILURES; failure += 1) expect((await attempt('wrong')).status).toBe(400);
    expect((await attempt('lifted-password-1')).status).toBe(200);
    // counted from zero again: without the lift this would be the account's last failure, and the login refused
    expect((await attempt('wrong')).status).toBe(400);
    expect((await attempt('lifted-password-1')).status).toBe(200);
  });
});

describe('LoginLimiter window', () => {
  let opened: OpenedDatabase;
  beforeAll(async () => {
    opened = await openDatabase(':memory:');
  });
  afterAll(() => opened.close());
  const keys = (email: string) => ({ email, client: '203.0.113.1' });

  it('lets attempts through again as old failures slide out of the window', async () => {
    let now = 1_000_000;
    const limiter = new LoginLimiter(opened.db, opened.db, { email: 3, client: 100 }, 60_000, () => now);
    for (let index = 0; index < 3; index += 1) {
      expect((await limiter.read(keys('a@x.pt'))).retryAfterSeconds('email')).toBe(0);
      await limiter.recordFailure(keys('a@x.pt'));
      now += 10_000;
    }
    expect((await limiter.read(keys('a@x.pt'))).retryAfterSeconds('email')).toBe(30);
    expect((await limiter.read(keys('b@x.pt'))).retryAfterSeconds('email')).toBe(0);
    now += 30_000;
    expect((await limiter.read(keys('a@x.pt'))).retryAfterSeconds('email')).toBe(0);
    // one more failure: the two still in the window and it make three again, until the older of those two slides out
    await limiter.recordFailure(keys('a@x.pt'));
    expect((await limiter.read(keys('a@x.pt'))).retryAfterSeconds('email')).toBe(10);
  });

  it('forgets failures after a successful login', async () => {
    const limiter = new LoginLimiter(opened.db, opened.db, { email: 2 }, 60_000, () => 0);
    await limiter.recordFailure(keys('c@x.pt'));
    await limiter.recordFailure(keys('c@x.pt'));
    expect((await limiter.read(keys('c@x.pt'))).retryAfterSeconds('email')).toBeGreaterThan(0);
    await limiter.recordSuccess(opened.db, keys('c@x.pt'), true);
    expect((await limiter.read(keys('c@x.pt'))).retryAfterSeconds('email')).toBe(0);
  });

  it('counts a sliding window exactly, as the failure times say', () => {
    expect(retryAfterSeconds([], 1, 60_000, 0)).toBe(0);
    expect(retryAfterSeconds([0, 10_000], 3, 60_000, 20_000)).toBe(0);
    expect(retryAfterSeconds([20_000, 0, 10_000], 3, 60_000, 30_000)).toBe(30);
    // times out of the window do not count; more failures than the limit wait for the newest `max` only
    expect(retryAfterSeconds([0, 10_000, 20_000], 3, 60_000, 60_000)).toBe(0);
    expect(retryAfterSeconds([0, 1_000, 2_000, 50_000], 3, 60_000, 55_000)).toBe(6);
    expect(retryAfterSeconds([59_999, 59_999], 2, 60_000, 119_998)).toBe(1);
  });
});
