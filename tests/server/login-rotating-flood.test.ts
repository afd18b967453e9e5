// A wrong-login flood from rotating addresses (issue 19, point 4): each attempt comes from a fresh address
// (X-Forwarded-For, TRUST_PROXY=1), so every attacker has no recorded failure and ties with a person logging in
// from a new address. That person is never left waiting behind the flood: a browser that logged into the account
// before (its device cookie) is served next, anyone else is served or refused at once with 503 and a reason.
// The checks count password checks rather than milliseconds, so that a loaded machine cannot make them flaky.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ANSWER_BUDGET_MS, LOGIN_DEVICE_MAX_FAILURES, LOGIN_MAX_FAILURES } from '../../src/contract/limits';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness';

const FLOOD = 16;
let server: TestServer;
let addresses = 0;
/** A documentation-range address never used before in this file. */
const freshAddress = () => {
  addresses += 1;
  return `198.18.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** How many checks may run ahead of a login in the 1 s budget, on this machine as loaded as it is now (at least 2). */
let checksInBudget = 2;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
  const started = performance.now();
  await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  checksInBudget = Math.max(2, Math.ceil(LOGIN_ANSWER_BUDGET_MS / (performance.now() - started)) + 1);
});
afterAll(() => server.close());

interface Attempt { status: number; body: Record<string, unknown>; headers: Headers; doneAt: number; cookie: string | undefined }

async function login(username: string, password: string, cookie?: string): Promise<Attempt> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() };
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(`${server.url}/api/auth`, { method: 'POST', headers, body: JSON.stringify({ username, password }) });
  const body = (await response.json()) as Record<string, unknown>;
  const device = response.headers.getSetCookie().find((line) => line.startsWith('kitroom_device='));
  return { status: response.status, body, headers: response.headers, doneAt: performance.now(), cookie: device?.split(';')[0] };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * FLOOD attackers, each sending wrong logins one after another, every one from a new address, until stopped;
 * `checking` resolves once the queue has answered one of them after checking it (the flood is established).
 */
function startFlood(target: (index: number) => string) {
  let flooding = true;
  const answers: Attempt[] = [];
  const attackers = Array.from({ length: FLOOD }, async (_, index) => {
    for (let attempt = 0; flooding; attempt += 1) {
      answers.push(await login(target(index), `wrong-password-${index}-${attempt}`));
      await pause(50);
    }
  });
  const checking = (async () => {
    while (!answers.some((answer) => answer.status === 400)) await pause(20);
  })();
  const stop = async () => {
    flooding = false;
    await Promise.all(attackers);
    return answers;
  };
  return { checking, stop };
}

/** A login sent during the flood, with the flood's checks (400) it waited for: those answered while it waited. */
async function loginDuring(flood: ReturnType<typeof startFlood>, username: string, password: string, cookie?: string) {
  await flood.checking;
  const sentAt = performance.now();
  const attempt = await login(username, password, cookie);
  const answers = await flood.stop();
  const waitedFor = answers.filter((answer) => answer.status === 400 && answer.doneAt > sentAt && answer.doneAt < attempt.doneAt).length;
  return { attempt, answers, waitedFor };
}

function expectBusyRefusal(answer: Attempt) {
  expect(answer.status).toBe(503);
  expect(answer.body).toMatchObject({ code: 'passwords_busy', params: { seconds: expect.any(Number) } });
  expect(Number(answer.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
}

describe('a login from a new address during a flood from rotating addresses', () => {
  it('is served, or refused with a reason, never queued behind the flood', async () => {
    const flood = startFlood((index) => `nobody-${index}@example.com`);
    const { attempt, answers, waitedFor } = await loginDuring(flood, ADMIN_EMAIL, ADMIN_PASSWORD);
    if (attempt.status !== 200) expectBusyRefusal(attempt);
    // at most the check running when it came and those admitted before it within the budget (here, one); the
    // queue before waited for all sixteen
    expect(waitedFor).toBeLessThanOrEqual(checksInBudget);
    for (const answer of answers) if (answer.status !== 400) expectBusyRefusal(answer);
  }, 60_000);

  it('is served next when its browser logged into that account before, whatever its address', async () => {
    const email = 'owner@example.com';
    const password = 'owner-password-1';
    await server.call('POST', '/api/v2/beamian-users', { body: { email, name: 'Owner', password } });
    const before = await login(email, password);
    expect(before.status).toBe(200);
    expect(before.cookie).toBeDefined();
    // half the attackers try the owner's own e-mail, as attackers after one account do
    const flood = startFlood((index) => (index % 2 ? email : `nobody-${index}@example.com`));
    const { attempt, waitedFor } = await loginDuring(flood, email, password, before.cookie);
    expect(attempt.status).toBe(200);
    expect(waitedFor).toBeLessThanOrEqual(2);
  }, 60_000);
});

describe('the device cookie and the per-e-mail limit', () => {
  it('lets a browser that logged in before past a flood that locked the e-mail, until it fails itself', async () => {
    const email = 'target@example.com';
    const password = 'target-password-1';
    await server.call('POST', '/api/v2/beamian-users', { body: { email, name: 'Target', password } });
    const before = await login(email, password);
    expect(before.status).toBe(200);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES; attempt += 1) expect((await login(email, `wrong-${attempt}`)).status).toBe(400);
    const stranger = await login(email, password);
    expect(stranger.status).toBe(429);
    expect(stranger.body).toMatchObject({ code: 'login_throttled' });
    // another account's cookie, or a forged one, changes nothing
    const adminCookie = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).cookie;
    expect((await login(email, password, adminCookie)).status).toBe(429);
    expect((await login(email, password, `${before.cookie}x`)).status).toBe(429);

    const returning = await login(email, password, before.cookie);
    expect(returning.status).toBe(200);
    // the owner's success does not lift the lock for the strangers who caused it
    expect((await login(email, password)).status).toBe(429);
    // a stolen cookie buys a few guesses at most: past its own failures it is a stranger's
    const cookie = returning.cookie;
    for (let attempt = 0; attempt < LOGIN_DEVICE_MAX_FAILURES; attempt += 1) {
      expect((await login(email, `guess-${attempt}`, cookie)).status).toBe(400);
    }
    expect((await login(email, password, cookie)).status).toBe(429);
  }, 60_000);

  it('is HttpOnly, SameSite=Strict and sent only to the login', async () => {
    const response = await fetch(`${server.url}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshAddress() },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const line = response.headers.getSetCookie().find((entry) => entry.startsWith('kitroom_device=')) ?? '';
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Strict/i);
    expect(line).toMatch(/; Path=\/api\/auth(;|$)/i);
    expect(line).toMatch(/; Max-Age=\d+/i);
  });
});
