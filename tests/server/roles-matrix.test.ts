// Every route of the app against every kind of caller (issue 23): anonymous, an account without access, staff and an
// admin, over real HTTP. The routes come from the app itself (Hono's route table), what each caller should get from
// the one rule table (src/server/http/accessRules.ts): a route added without a rule fails here, named.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_RULES, ruleFor, type Access } from '../../src/server/http/accessRules';
import { startTestServer, type TestServer } from './harness';

const UNKNOWN = 999999;
const PASSWORD = 'member-password-1';

type Caller = 'anonymous' | 'none' | 'staff' | 'admin';
const CALLERS: readonly Caller[] = ['anonymous', 'none', 'staff', 'admin'];

/** A path a route answers, from its pattern: ids that do not exist (so that nothing is changed), a page for `*`. */
const concrete = (pattern: string) => pattern.replace(/:id\{[^}]*\}/g, String(UNKNOWN)).replace(/:[a-z_]+/gi, 'nothing').replace(/\*$/, 'some/page');

/** Every method and path the app registers (middleware and the not-found fallbacks are `ALL`), once each. */
function routesOf(server: TestServer): Array<{ method: string; path: string; url: string }> {
  const seen = new Set<string>();
  return server.routes
    .filter((route) => route.method !== 'ALL')
    .filter((route) => !seen.has(`${route.method} ${route.path}`) && seen.add(`${route.method} ${route.path}`))
    .map((route) => ({ ...route, url: concrete(route.path) }));
}

/** What a caller gets from a rule: refused with a status, or let through (then any status but 401, 403 and 5xx). */
function expected(access: Access, caller: Caller): 401 | 403 | 'through' {
  if (access === 'anyone') return 'through';
  if (caller === 'anonymous') return 401;
  if (access === 'signed_in' || caller === 'admin') return 'through';
  if (caller === 'none') return 403;
  return access === 'back_office' ? 'through' : 403;
}

let server: TestServer;
const tokens: Record<Exclude<Caller, 'anonymous'>, string> = { none: '', staff: '', admin: '' };
const emails: Record<Exclude<Caller, 'anonymous'>, string> = { none: 'none@example.com', staff: 'staff@example.com', admin: 'second-admin@example.com' };

beforeAll(async () => {
  server = await startTestServer();
  for (const caller of ['none', 'staff', 'admin'] as const) {
    const made = await server.makeUser({ email: emails[caller], password: PASSWORD });
    if (caller !== 'none') expect((await server.call('PATCH', `/api/v2/beamian-users/${made.id}`, { body: { role: caller } })).status).toBe(200);
    tokens[caller] = made.token;
  }
});
afterAll(() => server.close());

/** Only the status (and a refusal's body): a stream (the change stream) is cancelled once its head is in. */
async function statusOf(method: string, url: string, caller: Caller): Promise<{ status: number; body: unknown }> {
  // logging out ends the token it is called with: that call gets a token of its own
  const token = caller === 'anonymous' ? undefined : url === '/api/auth/logout' ? await server.login(emails[caller], PASSWORD) : tokens[caller];
  const response = await fetch(server.url + url, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(method === 'GET' || method === 'DELETE' ? {} : { 'Content-Type': 'application/json' }) },
    body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
  });
  if (response.status === 401 || response.status === 403) return { status: response.status, body: await response.json() };
  await response.body?.cancel();
  return { status: response.status, body: undefined };
}

describe('the route table', () => {
  it('has every route classified by a rule of its own (a route only the fallbacks match is named here)', () => {
    const routes = routesOf(server);
    expect(routes.length).toBeGreaterThan(60);
    const unclassified = routes.filter((route) => ruleFor(route.method, route.url).unlisted).map((route) => `${route.method} ${route.path}`);
    expect(unclassified, 'add a rule to src/server/http/accessRules.ts').toEqual([]);
  });

  it('has no rule that no route uses (a rule left behind by a route that went away)', () => {
    const used = new Set(routesOf(server).map((route) => ruleFor(route.method, route.url)));
    const unused = ACCESS_RULES.filter((rule) => !rule.unlisted && !used.has(rule)).map((rule) => `${String(rule.methods)} ${rule.path}`);
    expect(unused).toEqual([]);
  });
});

describe('every route, as every caller', () => {
  it('answers what the rule table says', async () => {
    const wrong: string[] = [];
    for (const route of routesOf(server)) {
      const { access } = ruleFor(route.method, route.url);
      for (const caller of CALLERS) {
        const want = expected(access, caller);
        const { status, body } = await statusOf(route.method, route.url, caller);
        const through = status !== 401 && status !== 403 && status < 500;
        const right = want === 'through' ? through : status === want;
        // a refused staff member is told that only an admin can; an account without access gets DRF's refusal
        const code = (body as { code?: string } | undefined)?.code;
        const rightCode = status !== 403 || code === (caller === 'staff' ? 'admin_only' : 'permission_denied');
        if (!right || !rightCode) wrong.push(`${route.method} ${route.url} as ${caller} (${access}): ${status} ${code ?? ''}, expected ${want}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets staff do the back office\'s work but not manage users (spot checks of the table itself)', () => {
    expect(ruleFor('PUT', '/api/admin/devices/7').access).toBe('back_office');
    expect(ruleFor('POST', '/api/admin/devices/xlsx_import').access).toBe('back_office');
    expect(ruleFor('POST', '/api/v2/event-managers').access).toBe('back_office');
    expect(ruleFor('GET', '/api/v2/changes').access).toBe('back_office');
    // the activity history: the whole team reads who changed what; it has no writes
    expect(ruleFor('GET', '/api/v2/history').access).toBe('back_office');
    expect(ruleFor('GET', '/api/v2/history/12/changes').access).toBe('back_office');
    expect(ruleFor('POST', '/api/v2/history').unlisted).toBe(true);
    expect(ruleFor('GET', '/api/v2/beamian-users/ids/').access).toBe('back_office');
    expect(ruleFor('HEAD', '/api/v2/beamian-users').access).toBe('back_office');
    for (const [method, path] of [['POST', '/api/v2/beamian-users'], ['DELETE', '/api/v2/beamian-users/3'], ['PATCH', '/api/v2/beamian-users/3'], ['POST', '/accounts/change-password'], ['GET', '/api/v2/hc-subscriptions/export']] as const) {
      expect(ruleFor(method, path).access, `${method} ${path}`).toBe('admin');
    }
  });
});
