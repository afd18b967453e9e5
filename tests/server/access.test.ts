// The access matrix: every route against no token, a non-admin token claiming X-Role: admin, and an admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const UNKNOWN = 999999;

/** Every admin route of contract.md, with ids that do not exist so that nothing is changed by the admin pass. */
const ADMIN_ROUTES: Array<[method: string, path: string]> = [
  ['GET', '/api/admin/device-categories'],
  ['POST', '/api/admin/device-categories'],
  ['PUT', `/api/admin/device-categories/${UNKNOWN}`],
  ['DELETE', `/api/admin/device-categories/${UNKNOWN}`],
  ['GET', '/api/admin/device-models'],
  ['POST', '/api/admin/device-models'],
  ['PUT', `/api/admin/device-models/${UNKNOWN}`],
  ['DELETE', `/api/admin/device-models/${UNKNOWN}`],
  ['PUT', '/api/admin/device-models/category'],
  ['GET', '/api/admin/devices'],
  ['POST', '/api/admin/devices'],
  ['GET', `/api/admin/devices/${UNKNOWN}`],
  ['PUT', `/api/admin/devices/${UNKNOWN}`],
  ['DELETE', `/api/admin/devices/${UNKNOWN}`],
  ['DELETE', `/api/admin/devices/bulk_delete?ids=${UNKNOWN}`],
  ['PUT', '/api/admin/devices/current_event'],
  ['PATCH', '/api/v1/services/devices-bulk-update-base'],
  ['PUT', '/api/admin/devices/model_type'],
  ['PATCH', '/api/v1/services/devices-bulk-update-status'],
  ['GET', '/api/admin/devices/xlsx_export'],
  ['POST', '/api/admin/devices/xlsx_import'],
  ['GET', '/api/v1/events'],
  ['POST', '/api/events'],
  ['PUT', `/api/events/${UNKNOWN}`],
  ['GET', `/api/v2/event-settings?event=${UNKNOWN}`],
  ['PATCH', `/api/v2/event-settings/${UNKNOWN}`],
  ['GET', `/api/v2/event-managers?event=${UNKNOWN}`],
  ['POST', '/api/v2/event-managers'],
  ['DELETE', `/api/v2/event-managers/${UNKNOWN}`],
  ['POST', '/api/v2/event-images'],
  ['GET', `/api/v2/participating-fields?event=${UNKNOWN}&page_size=100`],
  ['GET', `/api/v2/booklets?event=${UNKNOWN}`],
  ['POST', '/api/v2/booklets'],
  ['PUT', `/api/v2/booklets/${UNKNOWN}`],
  ['PUT', `/api/v2/booklet-covers/${UNKNOWN}`],
  ['GET', '/api/v2/spaces?page_size=20&page=1&search='],
  ['POST', '/api/spaces'],
  ['PUT', `/api/spaces/${UNKNOWN}`],
  ['DELETE', `/api/v2/spaces/${UNKNOWN}`],
  ['GET', '/api/v2/beamian-users?page_size=20&page=1&search='],
  ['GET', '/api/v2/beamian-users?email=nobody@example.com'],
  ['POST', '/api/v2/beamian-users'],
  ['GET', `/api/v2/beamian-users/${UNKNOWN}`],
  ['DELETE', `/api/v2/beamian-users/${UNKNOWN}`],
  ['GET', '/api/v2/hc-subscriptions/export'],
  ['POST', '/accounts/change-password'],
];

/** Routes any valid token may call. */
const TOKEN_ROUTES: Array<[string, string]> = [
  ['GET', '/api/v2/services/is-admin'],
];

let server: TestServer;
let memberToken: string;

beforeAll(async () => {
  server = await startTestServer();
  memberToken = (await server.makeUser({ email: 'member@example.com' })).token;
});
afterAll(() => server.close());

const bodyFor = (method: string) => (method === 'GET' || method === 'DELETE' ? undefined : {});

describe('without a token', () => {
  it.each([...ADMIN_ROUTES, ...TOKEN_ROUTES, ['POST', '/api/auth/logout']])('%s %s answers 401 with WWW-Authenticate', async (method, path) => {
    const answer = await server.call(method, path, { token: null, headers: { 'X-Role': 'admin' }, body: bodyFor(method) });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    expect(typeof answer.body.detail).toBe('string');
  });
});

describe('with a non-admin token claiming X-Role: admin', () => {
  it.each(ADMIN_ROUTES)('%s %s answers 403', async (method, path) => {
    const answer = await server.call(method, path, { token: memberToken, headers: { 'X-Role': 'admin' }, body: bodyFor(method) });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ detail: 'You do not have permission to perform this action.' });
  });

  it('may ask whether it is an admin', async () => {
    const answer = await server.call('GET', '/api/v2/services/is-admin', { token: memberToken, headers: { 'X-Role': 'admin' } });
    expect(answer).toMatchObject({ status: 200, body: { is_admin: false } });
  });
});

describe('with an admin token', () => {
  it.each([...ADMIN_ROUTES, ...TOKEN_ROUTES])('%s %s is let through', async (method, path) => {
    const answer = await server.call(method, path, { body: bodyFor(method) });
    expect([401, 403]).not.toContain(answer.status);
    expect(answer.status).toBeLessThan(500);
  });
});
