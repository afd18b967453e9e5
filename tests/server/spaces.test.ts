import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, startTestServer, type TestServer } from './harness';

const SLUG_MESSAGE = 'Enter a valid “slug” consisting of letters, numbers, underscores or hyphens.';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function createSpace(body: Record<string, unknown>) {
  const answer = await server.call('POST', '/api/spaces', { body });
  if (answer.status !== 201) throw new Error(`space creation failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

describe('POST /api/spaces', () => {
  it('creates a space with defaults, a slug made from the name and an ETag', async () => {
    const answer = await server.call('POST', '/api/spaces', { body: { name: '  Café Lisboa  ' } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number), name: 'Café Lisboa', slug: 'cafe-lisboa', capacity: 0, current: 0, website: null,
      facebook: null, phone_number: null, user_email: null, updated_at: expect.stringMatching(ISO), premium: false,
    });
    expect(Object.keys(answer.body)).toEqual([
      'id', 'name', 'slug', 'capacity', 'current', 'website', 'facebook', 'phone_number', 'user_email', 'updated_at', 'premium',
    ]);
    expect(answer.headers.get('ETag')).toBe(`"${answer.body.updated_at}"`);
  });

  it('stores every writable field, links the user by e-mail and ignores read-only ones', async () => {
    const answer = await server.call('POST', '/api/spaces', {
      body: {
        id: 999, name: 'Hall A', slug: 'Hall_A-1', capacity: '250', current: 40, website: 'https://hall.example.com/a',
        facebook: 'http://facebook.com/halla', phone_number: '+351 912 345 678', user_email: ADMIN_EMAIL.toUpperCase(),
        premium: true, updated_at: '2000-01-01T00:00:00.000Z', unknown: 'ignored',
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      name: 'Hall A', slug: 'Hall_A-1', capacity: 250, current: 0, website: 'https://hall.example.com/a',
      facebook: 'http://facebook.com/halla', phone_number: '+351 912 345 678', user_email: ADMIN_EMAIL, premium: true,
    });
    expect(answer.body.id).not.toBe(999);
    expect(answer.body.updated_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('keeps made slugs unique with -2, -3 suffixes and falls back to "space"', async () => {
    const second = await createSpace({ name: 'CAFÉ lisboa' });
    const third = await createSpace({ name: 'Café, Lisboa!', slug: '' });
    expect([second.slug, third.slug]).toEqual(['cafe-lisboa-2', 'cafe-lisboa-3']);
    expect((await createSpace({ name: '!!!' })).slug).toBe('space');
    const long = 'Ü'.repeat(100);
    const firstLong = await createSpace({ name: long });
    const secondLong = await createSpace({ name: long });
    expect(firstLong.slug).toBe('u'.repeat(88));
    expect(secondLong.slug).toBe(`${'u'.repeat(88)}-2`);
  });

  it('refuses a given slug that is taken or not a slug', async () => {
    const taken = await server.call('POST', '/api/spaces', { body: { name: 'Other', slug: 'cafe-lisboa' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ slug: ['space with this slug already exists.'] });
    const invalid = await server.call('POST', '/api/spaces', { body: { name: 'Other', slug: 'not a slug!' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({ slug: [SLUG_MESSAGE] });
    const tooLong = await server.call('POST', '/api/spaces', { body: { name: 'Other', slug: 'a'.repeat(101) } });
    expect(tooLong.body).toEqual({ slug: ['Ensure this field has no more than 100 characters.'] });
  });

  it('names a missing, blank, mistyped or too long name', async () => {
    const cases: Array<[unknown, string]> = [
      [undefined, 'This field is required.'],
      [null, 'This field may not be null.'],
      ['   ', 'This field may not be blank.'],
      [12, 'Not a valid string.'],
      ['x'.repeat(101), 'Ensure this field has no more than 100 characters.'],
    ];
    for (const [name, message] of cases) {
      const answer = await server.call('POST', '/api/spaces', { body: { name } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ name: [message] });
    }
  });

  it('validates capacity, URLs, phone number, user e-mail and premium', async () => {
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ capacity: -1 }, { capacity: ['Ensure this value is greater than or equal to 0.'] }],
      [{ capacity: 1.5 }, { capacity: ['A valid integer is required.'] }],
      [{ capacity: 'many' }, { capacity: ['A valid integer is required.'] }],
      [{ capacity: null }, { capacity: ['This field may not be null.'] }],
      [{ website: 'ftp://files.example.com' }, { website: ['Enter a valid URL.'] }],
      [{ facebook: 'javascript:alert(1)' }, { facebook: ['Enter a valid URL.'] }],
      [{ website: `https://example.com/${'a'.repeat(200)}` }, { website: ['Ensure this field has no more than 200 characters.'] }],
      [{ phone_number: '1'.repeat(31) }, { phone_number: ['Ensure this field has no more than 30 characters.'] }],
      [{ phone_number: 912345678 }, { phone_number: ['Not a valid string.'] }],
      [{ user_email: 'nobody@example.com' }, { user_email: ['No user with this e-mail address.'] }],
      [{ user_email: 'not-an-e-mail' }, { user_email: ['Enter a valid email address.'] }],
      [{ premium: 'yes' }, { premium: ['Must be a valid boolean.'] }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await server.call('POST', '/api/spaces', { body: { name: 'Checked', ...fields } });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
  });

  it('reports several field errors at once, and a body that is not an object', async () => {
    const several = await server.call('POST', '/api/spaces', { body: { capacity: -5, website: 'nope' } });
    expect(several.status).toBe(400);
    expect(several.body).toEqual({
      name: ['This field is required.'],
      capacity: ['Ensure this value is greater than or equal to 0.'],
      website: ['Enter a valid URL.'],
    });
    const list = await server.call('POST', '/api/spaces', { body: [] });
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ non_field_errors: ['Invalid data. Expected a dictionary, but got list.'] });
    const malformed = await server.call('POST', '/api/spaces', { body: '{"name":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/^JSON parse error/);
  });
});

describe('GET /api/v2/spaces', () => {
  beforeAll(async () => {
    for (let index = 1; index <= 20; index += 1) await createSpace({ name: `Stand ${index}` });
    await createSpace({ name: 'Porto Vivo' });
    await createSpace({ name: '100% Vinho_Verde' });
  });

  it('answers DRF pages of 20 by default, newest first', async () => {
    const first = await server.call('GET', '/api/v2/spaces');
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThan(20);
    expect(first.body.results).toHaveLength(20);
    expect(first.body.page_count).toBe(Math.ceil(first.body.count / 20));
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toMatch(/[?&]page=2/);
    expect(first.body.results[0].name).toBe('100% Vinho_Verde');
    const ids = first.body.results.map((space: { id: number }) => space.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = await server.call('GET', '/api/v2/spaces?page=2&page_size=20');
    expect(second.body.results.length).toBe(first.body.count - 20);
    expect(second.body.previous).toMatch(/[?&]page=1/);
  });

  it('honours page_size and answers 404 for a page past the end or not a number', async () => {
    const small = await server.call('GET', '/api/v2/spaces?page_size=3&page=2');
    expect(small.body.results).toHaveLength(3);
    for (const page of ['999', 'abc', '0']) {
      const answer = await server.call('GET', `/api/v2/spaces?page=${page}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Invalid page.' });
    }
  });

  it('searches the name case-insensitively, with LIKE wildcards taken literally', async () => {
    const stand = await server.call('GET', '/api/v2/spaces?search=sTaNd%201&page_size=100');
    expect(stand.body.results.map((space: { name: string }) => space.name).sort()).toEqual(
      ['Stand 1', 'Stand 10', 'Stand 11', 'Stand 12', 'Stand 13', 'Stand 14', 'Stand 15', 'Stand 16', 'Stand 17', 'Stand 18', 'Stand 19'],
    );
    const percent = await server.call('GET', `/api/v2/spaces?search=${encodeURIComponent('0%')}`);
    expect(percent.body.results.map((space: { name: string }) => space.name)).toEqual(['100% Vinho_Verde']);
    const underscore = await server.call('GET', '/api/v2/spaces?search=o_v');
    expect(underscore.body.count).toBe(1);
    const none = await server.call('GET', '/api/v2/spaces?search=zzz');
    expect(none.status).toBe(200);
    expect(none.body).toEqual({ count: 0, page_count: 1, next: null, previous: null, results: [] });
  });
});

describe('GET /api/v2/spaces/{id}', () => {
  it('answers the space with its ETag', async () => {
    const created = await createSpace({ name: 'Read me' });
    const answer = await server.call('GET', `/api/v2/spaces/${created.id}/`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(created);
    expect(answer.headers.get('ETag')).toBe(`"${created.updated_at}"`);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['999999', 'abc', '0']) {
      const answer = await server.call('GET', `/api/v2/spaces/${id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('PUT /api/spaces/{id}', () => {
  it('updates with a matching If-Match, keeps the slug when it is left out, and answers the new ETag', async () => {
    const created = await createSpace({ name: 'Before', capacity: 10, website: 'https://before.example.com', user_email: ADMIN_EMAIL });
    const answer = await server.call('PUT', `/api/spaces/${created.id}`, {
      body: { name: 'After', capacity: 20, premium: true, current: 99 },
      headers: { 'If-Match': `"${created.updated_at}"` },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      ...created, name: 'After', capacity: 20, premium: true, updated_at: expect.stringMatching(ISO),
    });
    expect(answer.body.slug).toBe('before');
    expect(answer.body.updated_at > created.updated_at).toBe(true);
    expect(answer.headers.get('ETag')).toBe(`"${answer.body.updated_at}"`);
  });

  it('remakes the slug from the name when it is null, clears fields sent as null, and accepts its own slug', async () => {
    const created = await createSpace({ name: 'Renamed soon', website: 'https://x.example.com', user_email: ADMIN_EMAIL });
    const remade = await server.call('PUT', `/api/spaces/${created.id}`, {
      body: { name: 'Brand New Name', slug: null, website: null, user_email: null },
    });
    expect(remade.status).toBe(200);
    expect(remade.body).toMatchObject({ slug: 'brand-new-name', website: null, user_email: null });
    const same = await server.call('PUT', `/api/spaces/${created.id}`, { body: { name: 'Brand New Name', slug: 'brand-new-name' } });
    expect(same.status).toBe(200);
  });

  it('answers 412 for a stale If-Match and changes nothing', async () => {
    const created = await createSpace({ name: 'Contested' });
    await server.call('PUT', `/api/spaces/${created.id}`, { body: { name: 'First writer' } });
    const stale = await server.call('PUT', `/api/spaces/${created.id}`, {
      body: { name: 'Second writer' }, headers: { 'If-Match': `"${created.updated_at}"` },
    });
    expect(stale.status).toBe(412);
    expect(typeof stale.body.detail).toBe('string');
    expect((await server.call('GET', `/api/v2/spaces/${created.id}`)).body.name).toBe('First writer');
  });

  it('refuses bad input with field errors and a slug taken by another space', async () => {
    const created = await createSpace({ name: 'Validated' });
    const missing = await server.call('PUT', `/api/spaces/${created.id}`, { body: { capacity: 3 } });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ name: ['This field is required.'] });
    const taken = await server.call('PUT', `/api/spaces/${created.id}`, { body: { name: 'Validated', slug: 'cafe-lisboa' } });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({ slug: ['space with this slug already exists.'] });
    const wrongType = await server.call('PUT', `/api/spaces/${created.id}`, { body: { name: 'Validated', capacity: [1] } });
    expect(wrongType.body).toEqual({ capacity: ['A valid integer is required.'] });
  });

  it('answers 404 for an unknown id, whatever the body', async () => {
    for (const body of [{ name: 'Valid' }, {}]) {
      const answer = await server.call('PUT', '/api/spaces/999999', { body });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('DELETE /api/v2/spaces/{id}', () => {
  it('deletes the space, then answers 404 for it', async () => {
    const created = await createSpace({ name: 'Short-lived' });
    const answer = await server.call('DELETE', `/api/v2/spaces/${created.id}`);
    expect(answer.status).toBe(204);
    expect(answer.body).toEqual(new Uint8Array());
    expect((await server.call('GET', `/api/v2/spaces/${created.id}`)).status).toBe(404);
    const again = await server.call('DELETE', `/api/v2/spaces/${created.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ detail: 'Not found.' });
  });
});

describe('access', () => {
  it('needs a token (401) and an admin (403)', async () => {
    const anonymous = await server.call('GET', '/api/v2/spaces', { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    const member = await server.makeUser();
    for (const [method, path] of [['GET', '/api/v2/spaces'], ['POST', '/api/spaces'], ['DELETE', '/api/v2/spaces/1']] as const) {
      const answer = await server.call(method, path, { token: member.token, body: method === 'POST' ? { name: 'x' } : undefined });
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
  });
});
