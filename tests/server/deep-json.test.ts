// Bodies nested thousands of levels deep (issue 19, point 1): refused with a coded 400 before anything walks them,
// on every JSON endpoint, login included, with no error logged; the depth is read in one pass, strings skipped.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH } from '../../src/contract/limits';
import { nestsDeeperThan } from '../../src/server/http/jsonShape';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
const logged: Record<string, unknown>[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { log: (entry) => logged.push(entry) });
});
afterAll(() => server.close());

const TOO_DEEP = `JSON parse error - arrays and objects are nested more than ${JSON_MAX_DEPTH} levels deep.`;
const brackets = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const objects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('a body nested too deep', () => {
  it.each([
    ['login, without a token', 'POST', '/api/auth', null],
    ['a device created', 'POST', '/api/admin/devices', undefined],
    ['a bulk change', 'PATCH', '/api/v1/services/devices-bulk-update-status', undefined],
    ['a booklet', 'POST', '/api/v2/booklets', undefined],
  ] as const)('is a 400 saying so on %s, never a 500', async (_, method, path, token) => {
    for (const body of [brackets(4000), objects(2000), `{"username":${brackets(5000)}}`]) {
      const answer = await server.call(method, path, { body, token });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ detail: TOO_DEEP });
      expect(answer.raw).toMatchObject({ code: 'json_too_deep', params: { max: JSON_MAX_DEPTH } });
    }
    expect(logged.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('is not refused at the deepest allowed, nor for brackets inside strings', async () => {
    const deepest = await server.call('POST', '/api/admin/devices', { body: `{"name":"Deep","notes":${'['.repeat(JSON_MAX_DEPTH - 1)}${']'.repeat(JSON_MAX_DEPTH - 1)}}` });
    expect(deepest.raw).not.toMatchObject({ code: 'json_too_deep' });
    const quoted = await server.call('POST', '/api/admin/devices', { body: JSON.stringify({ name: `${'['.repeat(5000)}"\\` }) });
    expect(quoted.raw).not.toMatchObject({ code: 'json_too_deep' });
  });
});

/** The depth of a parsed value, walked without recursion. */
function depthOf(value: unknown): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

describe('nestsDeeperThan', () => {
  it('agrees with the depth of the parsed value, whatever the strings hold', () => {
    const text = fc.string({ unit: fc.constantFrom('[', ']', '{', '}', '"', '\\', 'a', ' ') });
    const value = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'large', maxDepth: 40 }, text, fc.integer(), fc.array(tie('node'), { maxLength: 3 }), fc.dictionary(text, tie('node'), { maxKeys: 3 })),
    })).node;
    fc.assert(fc.property(value, fc.integer({ min: 0, max: 45 }), (parsed, max) => {
      expect(nestsDeeperThan(JSON.stringify(parsed), max)).toBe(depthOf(parsed) > max);
    }));
  });
});
