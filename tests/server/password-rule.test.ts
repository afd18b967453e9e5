// Issue 19, point 6: a password of eight spaces was accepted. A new password (a user's, a manager's invited by
// e-mail, a reset) counts its characters as it is hashed (NFKC, by code point) without the white space at its ends:
// only white space is refused as such, fewer than eight characters as too short.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_MIN } from '../../src/contract/limits';
import { createEvent } from './eventFixtures';
import { startTestServer, type TestServer } from './harness';

const BLANK = `This password is only spaces. It must contain at least ${PASSWORD_MIN} characters besides the spaces at its start and end.`;
const SHORT = `This password is too short. It must contain at least ${PASSWORD_MIN} characters.`;

const REFUSED: ReadonlyArray<[string, string, string]> = [
  ['eight spaces', ' '.repeat(8), BLANK],
  ['twenty spaces', ' '.repeat(20), BLANK],
  ['tabs and new lines', '\t\n\t\n\t\n\r\n', BLANK],
  ['ideographic and no-break spaces', '\u3000\u00a0\u2003\u3000\u00a0\u2003\u3000\u00a0', BLANK],
  ['three letters padded with spaces', '   abc   ', SHORT],
  ['seven letters and a space', 'abcdefg ', SHORT],
  ['four emoji (eight UTF-16 units)', '\u{1f600}\u{1f601}\u{1f602}\u{1f603}', SHORT],
];

let server: TestServer;
let eventId: number;
let member: { id: number; email: string };
beforeAll(async () => {
  server = await startTestServer();
  eventId = (await createEvent(server)).id;
  member = await server.makeUser({ email: 'member@example.com', password: 'old-password' });
});
afterAll(() => server.close());

const userCount = async () => (await server.call('GET', '/api/v2/beamian-users')).body.count as number;

describe('a new password', () => {
  it.each(REFUSED)('of %s is refused for a new user, an invited manager and a reset', async (_kind, password, refusal) => {
    const users = await userCount();
    for (const event of [undefined, eventId]) {
      const created = await server.call('POST', '/api/v2/beamian-users', { body: { email: 'new.person@example.com', name: 'New', password, event } });
      expect(created.status).toBe(400);
      expect(created.body).toEqual({ password: [refusal] });
    }
    expect(await userCount()).toBe(users);
    const reset = await server.call('POST', '/accounts/change-password', { body: { user_email: member.email, new_password: password } });
    expect(reset.status).toBe(400);
    expect(reset.body).toEqual({ new_password: [refusal] });
  });

  it('with eight characters besides the spaces at its ends is set, spaces and all', async () => {
    const password = '  pass word  ';
    const reset = await server.call('POST', '/accounts/change-password', { body: { user_email: member.email, new_password: password } });
    expect(reset.status).toBe(200);
    await server.login(member.email, password);
    const trimmed = await server.call('POST', '/api/auth', { token: null, body: { username: member.email, password: password.trim() } });
    expect(trimmed.status).toBe(400);
  });
});
