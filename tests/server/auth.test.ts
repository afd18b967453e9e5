import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('POST /api/auth', () => {
  it('answers a token and the user for the right e-mail and password', async () => {
    const answer = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.user).toMatchObject({ email: ADMIN_EMAIL, is_admin: true, name: 'Admin' });
    expect(answer.body.user.password_hash).toBeUndefined();
  });

  it('refuses a wrong password with the DRF message', async () => {
    const answer = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL, password: 'nope' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('names each missing or mistyped field', async () => {
    const missing = await server.call('POST', '/api/auth', { token: null, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
    const wrongType = await server.call('POST', '/api/auth', { token: null, body: { username: 12, password: 'x' } });
    expect(wrongType.body.username).toEqual(['Not a valid string.']);
    const malformed = await server.call('POST', '/api/auth', { token: null, body: '{"username": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error/);
  });

  it('answers with and without a trailing slash', async () => {
    const answer = await server.call('POST', '/api/auth/', { token: null, body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(answer.status).toBe(200);
  });
});

describe('tokens', () => {
  it('asks for credentials with WWW-Authenticate when there is no token or a bad one', async () => {
    for (const token of [null, 'not-a-real-token']) {
      const answer = await server.call('GET', '/api/v2/services/is-admin', { token });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
      expect(typeof answer.body.detail).toBe('string');
    }
  });

  it('accepts the Token and JWT schemes as well as Bearer', async () => {
    for (const scheme of ['Token', 'JWT', 'bearer']) {
      const answer = await server.call('GET', '/api/v2/services/is-admin', { token: null, headers: { Authorization: `${scheme} ${server.adminToken}` } });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ is_admin: true, role: 'admin' });
    }
  });

  it('stops working after logout', async () => {
    const token = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await server.call('POST', '/api/auth/logout', { token })).status).toBe(204);
    expect((await server.call('GET', '/api/v2/services/is-admin', { token })).status).toBe(401);
    expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(200);
  });
});
