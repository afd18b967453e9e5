// Issue 19, point 5: spellings of an address that display like an account's (a NUL or a zero-width character,
// fullwidth letters, dotless ı, İ, Cyrillic а…) made separate accounts. Each is now refused, as a user and as an
// event's manager invited by e-mail: as holding a hidden character, or as the address that already exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAX_FAILURES } from '../../src/contract/limits';
import { createEvent } from './eventFixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';

const EXISTS = 'user with this email already exists.';
const hidden = (character: string) =>
  `This e-mail address holds a character that cannot be seen (${character}: a space, a control or an invisible character); type the address again without it.`;

/** Spellings of admin@example.com, and how each is refused. */
const SPELLINGS: ReadonlyArray<[string, string, string]> = [
  // the nine of the issue
  ['NUL at the end', 'admin@example.com\u0000', hidden('U+0000')],
  ['zero-width space', 'adm\u200bin@example.com', hidden('U+200B')],
  ['fullwidth letters', '\uff41\uff44\uff4d\uff49\uff4e@example.com', EXISTS],
  ['dotless ı', 'adm\u0131n@example.com', EXISTS],
  ['capital İ', 'ADM\u0130N@example.com', EXISTS],
  ['another case', 'Admin@Example.com', EXISTS],
  ['Cyrillic а', '\u0430dmin@example.com', EXISTS],
  ['a trailing space', 'admin@example.com ', EXISTS],
  ['right-to-left override', 'admin@example.com\u202e', hidden('U+202E')],
  // more of each kind
  ['capitals', 'ADMIN@EXAMPLE.COM', EXISTS],
  ['zero-width joiner', 'ad\u200dmin@example.com', hidden('U+200D')],
  ['zero-width non-joiner', 'ad\u200cmin@example.com', hidden('U+200C')],
  ['word joiner', 'ad\u2060min@example.com', hidden('U+2060')],
  ['byte order mark inside', 'ad\ufeffmin@example.com', hidden('U+FEFF')],
  ['soft hyphen', 'ad\u00admin@example.com', hidden('U+00AD')],
  ['left-to-right mark', '\u200eadmin@example.com', hidden('U+200E')],
  ['bidi isolate', 'admin\u2066@example.com', hidden('U+2066')],
  ['combining grapheme joiner', 'ad\u034fmin@example.com', hidden('U+034F')],
  ['Hangul filler', 'admin\u3164@example.com', hidden('U+3164')],
  ['Hangul choseong filler', 'admin\u115f@example.com', hidden('U+115F')],
  ['braille blank', 'admin\u2800@example.com', hidden('U+2800')],
  ['variation selector', 'admin\ufe0f@example.com', hidden('U+FE0F')],
  ['tag letter', 'admin\u{e0041}@example.com', hidden('U+E0041')],
  ['no-break space inside', 'admin\u00a0@example.com', hidden('U+00A0')],
  ['a tab inside', 'ad\tmin@example.com', hidden('U+0009')],
  ['DEL', 'admin\u007f@example.com', hidden('U+007F')],
  ['private use', 'admin\ue000@example.com', hidden('U+E000')],
  ['Cyrillic domain letter', 'admin@ex\u0430mple.com', EXISTS],
  ['Cyrillic о and і', 'adm\u0456n@exampl\u0435.c\u043em', EXISTS],
  ['Greek α', '\u03b1dmin@example.com', EXISTS],
  ['small capitals', '\u1d00\u1d05\u1d0d\u026a\u0274@example.com', EXISTS],
  ['mathematical bold', '\u{1d41a}\u{1d41d}\u{1d426}\u{1d422}\u{1d427}@example.com', EXISTS],
  ['a combining accent', 'admi\u0301n@example.com', EXISTS],
  ['fullwidth domain', 'admin@\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45.com', EXISTS],
];

let server: TestServer;
let eventId: number;
let adminId: number;
beforeAll(async () => {
  server = await startTestServer();
  eventId = (await createEvent(server)).id;
  adminId = (await server.call('GET', `/api/v2/beamian-users?email=${encodeURIComponent(ADMIN_EMAIL)}`)).body.results[0].id;
});
afterAll(() => server.close());

const userCount = async () => (await server.call('GET', '/api/v2/beamian-users')).body.count as number;
const managerCount = async () => (await server.call('GET', `/api/v2/event-managers?event=${eventId}`)).body.count as number;

describe('look-alike spellings of an existing address', () => {
  it.each(SPELLINGS)('%s is refused as a new user and as a new manager of an event, making no account', async (_kind, email, refusal) => {
    const users = await userCount();
    for (const event of [undefined, eventId]) {
      const answer = await server.call('POST', '/api/v2/beamian-users', { body: { email, name: 'Not the admin', password: 'long-enough-1', event } });
      expect(answer.status, JSON.stringify({ email, event })).toBe(400);
      expect(answer.body).toEqual({ email: [refusal] });
    }
    expect(await userCount()).toBe(users);
    expect(await managerCount()).toBe(0);
  });

  it('find the account they look like when an event manager is looked up by e-mail (so the app assigns it, never invites)', async () => {
    for (const [kind, email, refusal] of SPELLINGS) {
      if (refusal !== EXISTS) continue;
      const found = await server.call('GET', `/api/v2/beamian-users?email=${encodeURIComponent(email)}`);
      expect(found.body.results.map((user: { id: number }) => user.id), kind).toEqual([adminId]);
    }
  });

  it('log into the account they look like: one account, whatever the spelling typed', async () => {
    for (const email of ['ADMIN@EXAMPLE.COM', '\uff41\uff44\uff4d\uff49\uff4e@example.com', 'adm\u0131n@example.com']) {
      const answer = await server.call('POST', '/api/auth', { token: null, body: { username: email, password: ADMIN_PASSWORD } });
      expect(answer.status, email).toBe(200);
      expect(answer.body.user).toMatchObject({ id: adminId, email: ADMIN_EMAIL });
    }
  });

  it('count their failed logins as the one account’s', async () => {
    const target = await server.makeUser({ email: 'limited@example.com', password: 'limited-password' });
    const spellings = ['LIMITED@example.com', '\uff4cimited@example.com', 'l\u0131mited@example.com', 'limit\u0435d@example.com', 'limited@example.com'];
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      const username = spellings[attempt % spellings.length];
      const answer = await server.call('POST', '/api/auth', { token: null, body: { username, password: `wrong-${attempt}` } });
      expect(answer.status).toBe(400);
    }
    const blocked = await server.call('POST', '/api/auth', { token: null, body: { username: target.email, password: 'limited-password' } });
    expect(blocked.status).toBe(429);
  });
});

describe('two creates of look-alike addresses at once', () => {
  it('make one account: the other is refused as existing', async () => {
    const users = await userCount();
    const create = (email: string) =>
      server.call('POST', '/api/v2/beamian-users', { body: { email, name: 'Zoe', password: 'zoe-password-1', event: eventId } });
    const answers = await Promise.all([create('zoe@example.com'), create('\uff5a\u03bfe@example.com')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body).toEqual({ email: [EXISTS] });
    expect(await userCount()).toBe(users + 1);
    expect(await managerCount()).toBe(1);
  });
});
