// The stable codes of the server's errors (docs/architecture.md, "Additions to the contract"): one table in
// src/contract/errorCodes.ts, each code worded in locales/ (pt, en, es) with the values the table names, the
// English being the DRF text every client reads. The harness checks the codes of every error answer the server
// tests provoke (codedErrors.ts); this file names the error paths people meet and guards the wording's one home.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import english from '../../locales/en.json';
import spanish from '../../locales/es.json';
import portuguese from '../../locales/pt.json';
import { coded, codedErrorOfIssue, ERROR_CODES, type ErrorCode } from '../../src/contract/errorCodes';
import * as accounts from '../../src/contract/schemas/accounts';
import * as booklets from '../../src/contract/schemas/booklets';
import * as catalogue from '../../src/contract/schemas/catalogue';
import * as devices from '../../src/contract/schemas/devices';
import * as events from '../../src/contract/schemas/events';
import * as spaces from '../../src/contract/schemas/spaces';
import { englishText } from '../../src/server/http/errorText';
import { startTestServer, type TestServer } from './harness';

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

const LOCALES = { en: english, pt: portuguese, es: spanish } as Record<string, Record<string, string>>;

describe('the table of error codes', () => {
  it('words every code in en, pt and es, with exactly the values the table names', () => {
    for (const [code, { id, params }] of Object.entries(ERROR_CODES)) {
      for (const [language, messages] of Object.entries(LOCALES)) {
        const text = messages[id];
        expect(text, `${language} ${id}`).toBeTypeOf('string');
        expect([...argumentsOf(parse(text!))].sort(), `${language} ${id} (${code})`).toEqual([...params].sort());
      }
    }
  });

  it('has a code for every server message of the locale files, each message for one code', () => {
    const ids = Object.values(ERROR_CODES).map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(english).filter((id) => id.startsWith('server.')).sort()).toEqual([...ids].sort());
  });

  it.each([
    [coded('max_length', { max: 100 }), 'Ensure this field has no more than 100 characters.'],
    [coded('invalid_choice', { value: 'lost' }), '"lost" is not a valid choice.'],
    [coded('category_in_use', { count: 1 }), 'This category is used by 1 device model. Move it to another category first.'],
    [coded('category_in_use', { count: 3 }), 'This category is used by 3 device models. Move them to another category first.'],
    [coded('model_in_use', { count: 1 }), 'This model is used by 1 device. Give it another model first.'],
    [coded('model_in_use', { count: 1500 }), 'This model is used by 1500 devices. Give them another model first.'],
    [coded('import_rows_failed', { count: 1 }), '1 row has errors; nothing was imported.'],
    [coded('import_rows_failed', { count: 12 }), '12 rows have errors; nothing was imported.'],
    [coded('unknown_ids_more', { ids: '7, 9', more: 3 }), 'Unknown ids: 7, 9 and 3 more.'],
    [coded('login_throttled', { seconds: 42 }), 'Too many failed login attempts. Try again in 42 seconds.'],
  ])('words %j in English as DRF does', (error, text) => {
    expect(englishText(error)).toBe(text);
  });
});

describe('the error paths people meet', () => {
  let server: TestServer;
  let memberToken: string;
  let adminId: number;
  let categoryId: number;
  let modelId: number;
  let eventId: number;
  let deviceId: number;

  beforeAll(async () => {
    server = await startTestServer();
    memberToken = (await server.makeUser({ email: 'member@example.com' })).token;
    adminId = (await server.call('GET', '/api/v2/beamian-users?email=admin@example.com')).body.results[0].id;
    categoryId = (await server.call('POST', '/api/admin/device-categories', { body: { name: 'Printers' } })).body.id;
    modelId = (await server.call('POST', '/api/admin/device-models', { body: { name: 'Zebra', category_id: categoryId } })).body.id;
    deviceId = (await server.call('POST', '/api/admin/devices', { body: { name: 'Printer 1', model_type_id: modelId } })).body.id;
    eventId = (await server.call('POST', '/api/events', { body: { name: 'Expo', start_date: '2030-01-01T09:00', end_date: '2030-01-02T18:00' } })).body.id;
    const userId = (await server.call('GET', '/api/v2/beamian-users?email=member@example.com')).body.results[0].id;
    await server.call('POST', '/api/v2/event-managers', { body: { event: eventId, user_account: userId } });
  });
  afterAll(() => server?.close());

  type Request = [method: string, path: string, options?: Parameters<TestServer['call']>[2]];
  const paths: Array<[string, () => Request, number, Record<string, ErrorCode[]> | ErrorCode]> = [
    ['no token', () => ['GET', '/api/admin/devices', { token: null }], 401, 'not_authenticated'],
    ['a token that is not one', () => ['GET', '/api/admin/devices', { token: 'nope' }], 401, 'invalid_token'],
    ['a member on an admin call', () => ['GET', '/api/admin/devices', { token: memberToken }], 403, 'permission_denied'],
    ['an unknown id', () => ['GET', '/api/admin/devices/999999'], 404, 'not_found'],
    ['a page past the end', () => ['GET', '/api/admin/devices?page=99'], 404, 'invalid_page'],
    ['an unknown API path', () => ['GET', '/api/admin/nothing-here'], 404, 'not_found'],
    ['a body that is not JSON', () => ['POST', '/api/admin/devices', { body: '{"name":' }], 400, 'json_parse_error'],
    ['a stale If-Match', () => ['PUT', `/api/admin/devices/${deviceId}`, { body: { name: 'x' }, headers: { 'If-Match': '"1999-01-01T00:00:00.000Z"' } }], 412, 'precondition_failed'],
    ['the last admin deleted', () => ['DELETE', `/api/v2/beamian-users/${adminId}`], 409, 'last_admin'],
    ['a category in use deleted', () => ['DELETE', `/api/admin/device-categories/${categoryId}`], 409, 'category_in_use'],
    ['a model in use deleted', () => ['DELETE', `/api/admin/device-models/${modelId}`], 409, 'model_in_use'],
    ['a short password', () => ['POST', '/api/v2/beamian-users', { body: { email: 'ana@example.com', name: 'Ana', password: 'short' } }], 400, { password: ['password_too_short'] }],
    ['a taken e-mail', () => ['POST', '/api/v2/beamian-users', { body: { email: 'Member@example.com', name: 'Ana', password: 'long-enough-1' } }], 400, { email: ['unique_user_email'] }],
    ['a short new password', () => ['POST', '/accounts/change-password', { body: { user_email: 'member@example.com', new_password: 'short' } }], 400, { new_password: ['password_too_short'] }],
    ['an unknown e-mail for a new password', () => ['POST', '/accounts/change-password', { body: { user_email: 'nobody@example.com', new_password: 'long-enough-1' } }], 400, { user_email: ['no_user_with_email'] }],
    ['wrong credentials', () => ['POST', '/api/auth', { token: null, body: { username: 'admin@example.com', password: 'wrong' } }], 400, { non_field_errors: ['invalid_credentials'] }],
    ['an invalid URL and slug on a space', () => ['POST', '/api/spaces', { body: { name: 'Lello', website: 'not a url', slug: 'no spaces' } }], 400,
      { slug: ['invalid_slug'], website: ['invalid_url'] }],
    ['a manager that is no id', () => ['POST', '/api/v2/event-managers', { body: { event: eventId, user_account: 0 } }], 400, { user_account: ['invalid_integer'] }],
    ['an end before the start', () => ['POST', '/api/events', { body: { name: 'Late', start_date: '2030-01-02T09:00', end_date: '2030-01-01T09:00' } }], 400, { end_date: ['end_before_start'] }],
    ['a booklet entry without a field', () => ['POST', '/api/v2/booklets', { body: { event: eventId, title: 'B', configuration: { answers: [{ index: 0, icon: 'person', style: 'BookletAnswer', blank: false }], files: [], cover_title: { pt: '', en: '', es: '' } } } }], 400,
      { 'configuration.answers.0.participating_field_id': ['required'] }],
    ['a bulk change of unknown ids', () => ['PATCH', '/api/v1/services/devices-bulk-update-status', { body: { ids: [999998, 999999], status: 'missing' } }], 400, { ids: ['unknown_ids'] }],
  ];

  it.each(paths)('%s answers its code', async (_name, request, status, expected) => {
    const [method, path, options] = request();
    const answer = await server.call(method, path, options);
    expect(answer.status).toBe(status);
    if (typeof expected === 'string') expect(answer.raw.code).toBe(expected);
    else {
      const codes = Object.fromEntries(Object.entries(answer.raw.error_codes as Record<string, Array<{ code: string }>>).map(([field, list]) => [field, list.map((entry) => entry.code)]));
      expect(codes).toEqual(expected);
    }
  });

  it('answers the unique-set refusal of a manager named twice with its code', async () => {
    const userId = (await server.call('GET', '/api/v2/beamian-users?email=member@example.com')).body.results[0].id;
    const twice = await server.call('POST', '/api/v2/event-managers', { body: { event: eventId, user_account: userId } });
    expect(twice.raw.error_codes).toEqual({ non_field_errors: [{ code: 'unique_event_manager' }] });
  });
});

/** Every .ts file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the server words no error itself', () => {
  // an error's text given in code rather than by its code: a detail, a field message, a sheet refusal, a zod message
  const WORDED = [
    /detail:\s*['"`]/,
    /new ApiError\(\s*\d+\s*,\s*\{/,
    /(conflict|tooLarge|notFound)\(\s*['"`]/,
    /fieldError\([^,)]*,\s*['"`]/,
    /errors\.add\([^)]*,\s*['"`]/,
    /new SheetFileError\(\s*['"`]/,
    /\{\s*error:\s*['"`]/,
    /message:\s*['"`][A-Z]/,
  ];
  const root = join(import.meta.dirname, '..', '..', 'src');
  const files = [...sources(join(root, 'server')), ...sources(join(root, 'contract'))].filter((file) => !file.includes(`${join('db', 'demo')}`));

  it('in src/server and src/contract: every message comes from a code', () => {
    const worded = files.flatMap((file) =>
      readFileSync(file, 'utf8').split('\n').flatMap((line, index) => (WORDED.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(worded).toEqual([]);
  });
});

describe('every schema refusal', () => {
  const schemas = Object.entries({ ...accounts, ...booklets, ...catalogue, ...devices, ...events, ...spaces })
    .flatMap(([name, schema]): Array<[string, z.ZodType]> => (schema instanceof z.ZodType ? [[name, schema]] : []));
  /** Field names of every schema (the booklet's nested ones read from its source), so that bodies reach each check. */
  const names = [...new Set([...readFileSync(join(import.meta.dirname, '..', '..', 'src', 'contract', 'schemas', 'booklets.ts'), 'utf8').matchAll(/^\s+(\w+): /gm)].map((match) => match[1]!)
    .concat(schemas.flatMap(([, schema]) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []))))];
  const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.anything({ maxDepth: 1, withNullPrototype: false }),
      fc.constantFrom('', ' ', 'x'.repeat(300), '2030-01-01T09:00', 'in_use', 'person', 'BookletAnswer', 'a@b.co', 'https://x.pt', '\ud800', -1, 0, 1, 2.5, 1e20, null, true),
      fc.array(tie('value'), { maxLength: 3 }),
      fc.dictionary(fc.constantFrom(...names), tie('value'), { maxKeys: 6, noNullPrototype: true }),
    ),
  })).value;

  it.each(schemas.map(([name, schema]) => [name, schema] as const))('%s names a coded error for every issue', (_name, schema) => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...names), value, { maxKeys: 8, noNullPrototype: true }), (input) => {
      const result = schema.safeParse(input);
      if (result.success) return;
      for (const issue of result.error.issues) expect(codedErrorOfIssue(issue.message), `${issue.path.join('.')}: ${issue.message}`).toBeDefined();
    }), { numRuns: 300 });
  });
});
