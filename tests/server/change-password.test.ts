import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';
import { drf } from './codedErrors';

const PATH = '/accounts/change-password';
const SHORT_PASSWORD = 'This password is too short. It must contain at least 8 characters.';

let server: TestServer;
let member: { id: number; token: string; email: string };
beforeAll(async () => {
  server = await startTestServer();
  member = await server.makeUser({ email: 'member@example.com', password: 'old-password' });
});
afterAll(() => server.close());

describe('POST /accounts/change-password', () => {
  it('changes the password: old tokens are revoked, the old password is refused, the new one works', async () => {
    const answer = await server.call('POST', PATH, { body: { user_email: 'MEMBER@example.com', new_password: 'new-password' } });
    expect(answer.status).toBe(200);
    expect(drf(answer.body)).toEqual({ detail: 'Password changed.' });

    const revoked = await server.call('GET', '/api/v2/services/is-admin', { token: member.token });
    expect(revoked.status).toBe(401);
    const oldLogin = await server.call('POST', '/api/auth', { token: null, body: { username: member.email, password: 'old-password' } });
    expect(oldLogin.status).toBe(400);
    expect(oldLogin.body).toEqual({ non_field_errors: ['Unable to log in with provided credentials.'] });
    member.token = await server.login(member.email, 'new-password');
    expect((await server.call('GET', '/api/v2/services/is-admin', { token: member.token })).body).toEqual({ is_admin: false, role: null });
  });

  it("leaves other users' tokens alone", async () => {
    expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(200);
  });

  it('answers 400 {user_email} for an unknown or malformed e-mail', async () => {
    const unknown = await server.call('POST', PATH, { body: { user_email: 'nobody@example.com', new_password: 'long-enough' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ user_email: ['No user with this e-mail address.'] });
    const malformed = await server.call('POST', PATH, { body: { user_email: 'not-an-e-mail', new_password: 'long-enough' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ user_email: ['Enter a valid email address.'] });
  });

  it('answers 400 {new_password} for a short, mistyped or too long password', async () => {
    const cases: Array<[unknown, string]> = [
      ['seven77', SHORT_PASSWORD],
      [12345678, 'Not a valid string.'],
      ['x'.repeat(1025), 'Ensure this field has no more than 1024 characters.'],
    ];
    for (const [newPassword, message] of cases) {
      const answer = await server.call('POST', PATH, { body: { user_email: member.email, new_password: newPassword } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ new_password: [message] });
    }
  });

  it('names missing fields, and answers 400 for malformed JSON', async () => {
    const missing = await server.call('POST', PATH, { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ user_email: ['This field is required.'], new_password: ['This field is required.'] });
    const malformed = await server.call('POST', PATH, { body: '{"user_email"' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error/);
  });

  it('needs an admin token: 401 without one, 403 for a non-admin, and nothing changes', async () => {
    const body = { user_email: ADMIN_EMAIL, new_password: 'hijacked-password' };
    const anonymous = await server.call('POST', PATH, { token: null, body });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(anonymous.body).toEqual({ detail: 'Authentication credentials were not provided.' });
    const forbidden = await server.call('POST', PATH, { token: member.token, body });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(200);
  });

  it('answers with a trailing slash too, and an admin may change their own password', async () => {
    const answer = await server.call('POST', `${PATH}/`, { body: { user_email: ADMIN_EMAIL, new_password: 'admin-password-2' } });
    expect(answer.status).toBe(200);
    expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(401);
    const refused = await server.call('POST', '/api/auth', { token: null, body: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(refused.status).toBe(400);
    server.adminToken = await server.login(ADMIN_EMAIL, 'admin-password-2');
    expect((await server.call('GET', '/api/v2/services/is-admin')).status).toBe(200);
  });
});
