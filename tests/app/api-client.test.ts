// @vitest-environment node
// The app's API client against the real server: headers, DRF errors turned into ApiFailure, 401/403 hooks.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../../src/app/api/api';
import { createClient } from '../../src/app/api/client';
import { ApiFailure, failureFrom } from '../../src/app/api/errors';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '../server/harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function apiWith(token: string | null) {
  const hooks = { onUnauthorized: vi.fn(), onForbidden: vi.fn() };
  const api = createApi(createClient({ host: server.url, token: () => token, unreachableMessage: () => 'unreachable', ...hooks }));
  return { api, ...hooks };
}

describe('the API client against the server', () => {
  it('logs in and calls with the token', async () => {
    const { api } = apiWith(null);
    const answer = await api.auth.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.user.is_admin).toBe(true);
    expect(await apiWith(answer.token).api.auth.isAdmin()).toEqual({ is_admin: true, role: 'admin' });
  });

  it('turns a wrong login into an ApiFailure with status 400 and the server’s message', async () => {
    const failure = await apiWith(null).api.auth.login(ADMIN_EMAIL, 'wrong').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 400, message: 'Unable to log in with provided credentials.' });
  });

  it('maps field errors so each field shows its first message', async () => {
    const failure = (await apiWith(server.adminToken).api.devices.create({ name: '', mac_address: 'nope' }).catch((error: unknown) => error)) as ApiFailure;
    expect(failure.status).toBe(400);
    expect(failure.firstFor('name')).toBe('This field may not be blank.');
    expect(failure.firstFor('mac_address')).toMatch(/MAC address/);
  });

  it('sends If-Match and reports a stale edit as 412', async () => {
    const { api } = apiWith(server.adminToken);
    const device = await api.devices.create({ name: 'Kiosk 1' });
    const edited = await api.devices.update(device.id, { name: 'Kiosk 1b' }, device.updated_at);
    expect(edited.name).toBe('Kiosk 1b');
    const stale = (await api.devices.update(device.id, { name: 'Kiosk 1c' }, device.updated_at).catch((error: unknown) => error)) as ApiFailure;
    expect(stale.status).toBe(412);
  });

  it('sends ids as repeated query parameters for bulk delete', async () => {
    const { api } = apiWith(server.adminToken);
    const first = await api.devices.create({ name: 'Kiosk 2' });
    const second = await api.devices.create({ name: 'Kiosk 3' });
    await api.devices.removeMany([first.id, second.id]);
    await expect(api.devices.get(first.id)).rejects.toMatchObject({ status: 404 });
  });

  it('calls onUnauthorized on a 401 and onForbidden on a 403', async () => {
    const expired = apiWith('no-such-token');
    await expect(expired.api.devices.list()).rejects.toMatchObject({ status: 401 });
    expect(expired.onUnauthorized).toHaveBeenCalledTimes(1);

    const member = await server.makeUser({ email: 'member@example.com' });
    const forbidden = apiWith(member.token);
    await expect(forbidden.api.devices.list()).rejects.toMatchObject({ status: 403 });
    expect(forbidden.onForbidden).toHaveBeenCalledTimes(1);
  });

  it('revokes a token given to logout, not the session’s, and a 401 of it ends no session', async () => {
    const member = await server.makeUser({ email: 'leaver@example.com' });
    const session = apiWith(server.adminToken);
    await session.api.auth.logout(member.token);
    expect((await server.call('GET', '/api/v2/services/is-admin', { token: member.token })).status).toBe(401);
    expect(await session.api.auth.isAdmin()).toEqual({ is_admin: true, role: 'admin' });
    await expect(session.api.auth.logout(member.token)).rejects.toMatchObject({ status: 401 });
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it('says the server cannot be reached when nothing answers', async () => {
    const api = createApi(createClient({ host: 'http://127.0.0.1:9', token: () => null, onUnauthorized() {}, onForbidden() {}, unreachableMessage: () => 'The server cannot be reached.' }));
    await expect(api.auth.isAdmin()).rejects.toMatchObject({ status: 0, message: 'The server cannot be reached.' });
  });
});

describe('failureFrom', () => {
  it('prefers detail, then non_field_errors, then the first field error', () => {
    expect(failureFrom(404, { detail: 'Not found.' }, 'x').message).toBe('Not found.');
    expect(failureFrom(400, { non_field_errors: ['Nope.'] }, 'x').message).toBe('Nope.');
    expect(failureFrom(400, { name: ['Too long.'] }, 'x').message).toBe('name: Too long.');
  });

  it('keeps an import’s rows in the body and flattens nested field errors', () => {
    const failure = failureFrom(400, { file: ['1 row has errors; nothing was imported.'], rows: [{ row: 3, errors: { mac_address: ['Bad.'] } }] }, 'x');
    expect(failure.fieldErrors).toEqual({ file: ['1 row has errors; nothing was imported.'] });
    expect((failure.body as { rows: unknown[] }).rows).toHaveLength(1);
  });

  it('falls back when the body says nothing readable', () => {
    expect(failureFrom(502, '<html>Bad gateway</html>'.repeat(20), 'Bad Gateway').message).toBe('Bad Gateway');
    expect(failureFrom(500, null, 'Internal Server Error').message).toBe('Internal Server Error');
  });
});
