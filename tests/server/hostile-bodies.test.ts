// Any body of up to 1 MB (issue 19, point 1), sent to JSON endpoints, login included: never a 5xx, never an error
// logged, and what the request thread spends on it before any handler (UTF-8, the shape check, JSON.parse, the
// lone-surrogate walk, the schema) stays under 50 ms. That cost is timed in this process on the same functions,
// as CPU time, the least of three runs of each body, so a loaded machine's round trips and waits do not count.
import fc from 'fast-check';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_LIST_ERRORS_MAX, JSON_MAX_STRUCTURES, JSON_MAX_VALUES, MAX_BULK_IDS } from '../../src/contract/limits';
import { login } from '../../src/contract/schemas/accounts';
import { bookletCreate } from '../../src/contract/schemas/booklets';
import { bulkStatus, deviceWrite } from '../../src/contract/schemas/devices';
import { eventWrite } from '../../src/contract/schemas/events';
import { parseJson, textOfBody } from '../../src/server/http/body';
import { ApiError, parseWith } from '../../src/server/http/errors';
import { hostileBody } from './hostileBodies';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { log: (entry) => logged.push(entry) });
});
afterAll(() => server.close());

const BUDGET_MS = 50;

const ENDPOINTS = [
  { method: 'POST', path: '/api/auth', anonymous: true, schema: login },
  { method: 'POST', path: '/api/admin/devices', anonymous: false, schema: deviceWrite },
  { method: 'PATCH', path: '/api/v1/services/devices-bulk-update-status', anonymous: false, schema: bulkStatus },
  { method: 'POST', path: '/api/v2/booklets', anonymous: false, schema: bookletCreate },
  { method: 'POST', path: '/api/events', anonymous: false, schema: eventWrite },
] as const;

async function send(endpoint: (typeof ENDPOINTS)[number], body: Uint8Array) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/vnd.kitroom.v1+json' };
  if (!endpoint.anonymous) headers.Authorization = `Bearer ${server.adminToken}`;
  const response = await fetch(server.url + endpoint.path, { method: endpoint.method, headers, body: new Blob([body as Uint8Array<ArrayBuffer>]) });
  return { status: response.status, text: await response.text() };
}

/** This process's CPU time in ms: the work counts, a loaded machine's waits for a core do not (wall time did). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** What the request thread spends on a body before its handler: the least of three runs, in CPU milliseconds. */
function costOf(schema: z.ZodType, body: Uint8Array): number {
  let least = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const started = cpuMs();
    try {
      parseWith(schema, parseJson(textOfBody(body)));
    } catch (error) {
      // a refusal is the answer; anything else would be a 500
      if (!(error instanceof ApiError) || error.status >= 500) throw error;
    }
    least = Math.min(least, cpuMs() - started);
  }
  return least;
}

describe('hostile bodies of up to 1 MB', () => {
  it('never get a 5xx on a JSON endpoint, login included, and none logs an error', async () => {
    const answered: Record<number, number> = {};
    await fc.assert(fc.asyncProperty(hostileBody, fc.constantFrom(...ENDPOINTS), async (body, endpoint) => {
      const answer = await send(endpoint, body);
      answered[answer.status] = (answered[answer.status] ?? 0) + 1;
      expect(answer.status, `${endpoint.path}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
      if (answer.status === 400) expect(JSON.parse(answer.text)).toHaveProperty(answer.text.includes('"detail"') ? 'code' : 'error_codes');
    }), { numRuns: 150 });
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
    expect(answered[400]).toBeGreaterThan(0);
  }, 300_000);

  it(`cost the request thread less than ${BUDGET_MS} ms each before any handler`, () => {
    let costliest = 0;
    fc.assert(fc.property(hostileBody, fc.constantFrom(...ENDPOINTS), (body, endpoint) => {
      const cost = costOf(endpoint.schema, body);
      costliest = Math.max(costliest, cost);
      expect(cost, `${body.length} bytes to ${endpoint.path}`).toBeLessThan(BUDGET_MS);
    }), { numRuns: 300 });
    console.log(`costliest hostile body: ${costliest.toFixed(1)} ms`);
  }, 300_000);

  it('cost as little at the worst shapes the limits allow', () => {
    const worst = {
      'the most values: 110 000 one-digit numbers': `[${'1,'.repeat(JSON_MAX_VALUES - 1)}1]`,
      'the most values: short strings': `[${'"ab",'.repeat(JSON_MAX_VALUES - 1)}""]`,
      'the most structures: empty objects': `[${'{},'.repeat(JSON_MAX_STRUCTURES - 2)}{}]`,
      'the most structures: keys': `{${Array.from({ length: JSON_MAX_STRUCTURES - 1 }, (_, index) => `"k${index}":${index}`).join(',')}}`,
      'a lone surrogate after the most values': `[${'"a",'.repeat(JSON_MAX_VALUES - 1)}"\\ud800"]`,
      'the most ids, every one bad': JSON.stringify({ ids: Array.from({ length: MAX_BULK_IDS }, () => -1.5), status: 'Available' }),
      'the most ids, all good': JSON.stringify({ ids: Array.from({ length: MAX_BULK_IDS }, (_, index) => index + 1), status: 'Available' }),
    };
    for (const [name, body] of Object.entries(worst)) {
      const cost = costOf(bulkStatus, new TextEncoder().encode(body));
      console.log(`${name}: ${cost.toFixed(1)} ms`);
      expect(cost, name).toBeLessThan(BUDGET_MS);
    }
  });
});

describe('the limits that keep a body cheap', () => {
  it('refuse more arrays, objects and members, or more values, than a body needs, with a coded 400', async () => {
    const structures = await server.call('POST', '/api/admin/devices', { body: `[${'{},'.repeat(JSON_MAX_STRUCTURES)}{}]` });
    expect(structures.status).toBe(400);
    expect(structures.raw).toMatchObject({ code: 'json_too_many_structures', params: { max: JSON_MAX_STRUCTURES } });
    const values = await server.call('POST', '/api/auth', { token: null, body: `[${'1,'.repeat(JSON_MAX_VALUES)}1]` });
    expect(values.status).toBe(400);
    expect(values.raw).toMatchObject({ code: 'json_too_many_values', params: { max: JSON_MAX_VALUES } });
  });

  it('take the largest bulk call, and name at most the first bad ids of one', async () => {
    const ids = Array.from({ length: MAX_BULK_IDS }, (_, index) => (index % 2 ? 'x' : index + 1));
    const answer = await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids, status: 'available' } });
    expect(answer.status).toBe(400);
    expect(Object.keys(answer.body)).toHaveLength(ID_LIST_ERRORS_MAX);
    expect(answer.body['ids.1']).toEqual(['A valid integer is required.']);
    const none = await server.call('PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: [null, 1], status: 'available' } });
    expect(none.body).toEqual({ 'ids.0': ['This field may not be null.'] });
  });
});
