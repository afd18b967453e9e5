import { readFirstSheet } from './xlsxTestReader';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_LINK_TTL_MS } from '../../src/contract/limits';
import { linkSigner } from '../../src/server/http/signedLinks';
import { startTestServer, type TestServer } from './harness';
import { serverData } from './serverData';
import { drf } from './codedErrors';

const DOWNLOAD_PATH = '/downloads/subscriptions.xlsx';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: TestServer;
let secret: string;
let hall: { id: number };
let garden: { id: number };

beforeAll(async () => {
  server = await startTestServer();
  const data = serverData(server);
  try {
    secret = (await data.db.selectFrom('server_secrets').select('value').where('name', '=', 'link_signing').executeTakeFirstOrThrow()).value;
  } finally {
    await data.close();
  }
  hall = (await server.call('POST', '/api/spaces', { body: { name: 'Main Hall' } })).body;
  garden = (await server.call('POST', '/api/spaces', { body: { name: 'Garden' } })).body;
});
afterAll(() => server.close());

/** Fetches a download link as a new browser tab would: no Authorization header. */
async function download(link: string) {
  const response = await fetch(link.startsWith('http') ? link : server.url + link);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function exportLink(): Promise<string> {
  const answer = await server.call('GET', '/api/v2/hc-subscriptions/export');
  expect(answer.status).toBe(200);
  return answer.body.file;
}

describe('linkSigner', () => {
  const at = 1_700_000_000_000;
  const signer = linkSigner('test-secret', () => at);
  const parts = (link: string) => {
    const url = new URL(link, 'http://x');
    return [url.pathname, url.searchParams.get('expires') ?? undefined, url.searchParams.get('signature') ?? undefined] as const;
  };

  it('signs a path with its expiry and verifies it until then, and not after', () => {
    const link = signer.sign('/downloads/a.xlsx', 1000);
    expect(link).toMatch(/^\/downloads\/a\.xlsx\?expires=1700000001000&signature=[A-Za-z0-9_-]{43}$/);
    const [path, expires, signature] = parts(link);
    expect(signer.verify(path, expires, signature)).toBe(true);
    expect(linkSigner('test-secret', () => at + 999).verify(path, expires, signature)).toBe(true);
    expect(linkSigner('test-secret', () => at + 1000).verify(path, expires, signature)).toBe(false);
  });

  it('refuses another path, expiry, secret, or a tampered, missing or malformed signature', () => {
    const [path, expires, signature = ''] = parts(signer.sign('/downloads/a.xlsx', 1000));
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    expect(signer.verify('/downloads/b.xlsx', expires, signature)).toBe(false);
    expect(signer.verify(path, String(Number(expires) + 1), signature)).toBe(false);
    expect(linkSigner('other-secret', () => at).verify(path, expires, signature)).toBe(false);
    expect(signer.verify(path, expires, flipped)).toBe(false);
    expect(signer.verify(path, expires, undefined)).toBe(false);
    expect(signer.verify(path, undefined, signature)).toBe(false);
    expect(signer.verify(path, `${expires}.5`, signature)).toBe(false);
    expect(signer.verify(path, expires, `${signature}=`)).toBe(false);
  });
});

describe('POST /api/v2/hc-subscriptions (addition)', () => {
  it('creates a subscription', async () => {
    const answer = await server.call('POST', '/api/v2/hc-subscriptions', { body: { email: 'Visitor@Example.com', space: hall.id } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      id: expect.any(Number), email: 'visitor@example.com', space: hall.id, created_at: expect.stringMatching(/Z$/),
    });
  });

  it('names missing, mistyped, too long and unknown fields', async () => {
    const missing = await server.call('POST', '/api/v2/hc-subscriptions', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ email: ['This field is required.'], space: ['This field is required.'] });
    const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [{ space: 999999 }, { space: ['Invalid pk "999999" - object does not exist.'] }],
      [{ space: 'hall' }, { space: ['A valid integer is required.'] }],
      [{ email: 'nope' }, { email: ['Enter a valid email address.'] }],
      [{ email: ['a@b.co'] }, { email: ['Not a valid string.'] }],
      [{ email: `${'a'.repeat(250)}@b.co` }, { email: ['Ensure this field has no more than 254 characters.'] }],
    ];
    for (const [fields, errors] of cases) {
      const answer = await server.call('POST', '/api/v2/hc-subscriptions', { body: { email: 'ok@example.com', space: hall.id, ...fields } });
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.body).toEqual(errors);
    }
  });
});

describe('GET /api/v2/hc-subscriptions/export', () => {
  it('answers a root-relative signed link good for 10 minutes (absolute only under PUBLIC_URL)', async () => {
    const before = Date.now();
    const link = await exportLink();
    expect(link.startsWith(`${DOWNLOAD_PATH}?`)).toBe(true);
    const url = new URL(link, server.url);
    expect(url.pathname).toBe(DOWNLOAD_PATH);
    const expires = Number(url.searchParams.get('expires'));
    expect(expires).toBeGreaterThanOrEqual(before + SIGNED_LINK_TTL_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + SIGNED_LINK_TTL_MS);
    expect(url.searchParams.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('serves, without a token, an .xlsx of every subscription with formula-like text kept as text', async () => {
    await server.call('POST', '/api/v2/hc-subscriptions', { body: { email: '=HYPERLINK("x")@evil.io', space: garden.id } });
    await server.call('POST', '/api/v2/hc-subscriptions', { body: { email: 'second@example.com', space: garden.id } });
    const { response, bytes } = await download(await exportLink());
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(XLSX_TYPE);
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="Subscriptions.xlsx"');
    const rows = readFirstSheet(bytes);
    expect(rows[0]).toEqual(['email', 'space', 'created_at']);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ['visitor@example.com', 'Main Hall'],
      ['=hyperlink("x")@evil.io', 'Garden'],
      ['second@example.com', 'Garden'],
    ]);
    for (const row of rows.slice(1)) expect(row[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('drops the subscriptions of a deleted space', async () => {
    const pop = (await server.call('POST', '/api/spaces', { body: { name: 'Pop-up' } })).body;
    await server.call('POST', '/api/v2/hc-subscriptions', { body: { email: 'gone@example.com', space: pop.id } });
    expect((await server.call('DELETE', `/api/v2/spaces/${pop.id}`)).status).toBe(204);
    const rows = readFirstSheet((await download(await exportLink())).bytes);
    expect(rows.map((row) => row[0])).not.toContain('gone@example.com');
  });

  it('answers 404 for a tampered, missing or mismatched signature', async () => {
    const url = new URL(await exportLink(), server.url);
    const signature = url.searchParams.get('signature') ?? '';
    const expires = url.searchParams.get('expires') ?? '';
    const links = [
      `${DOWNLOAD_PATH}?expires=${expires}&signature=${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${DOWNLOAD_PATH}?expires=${Number(expires) + 60_000}&signature=${signature}`,
      `${DOWNLOAD_PATH}?expires=${expires}`,
      DOWNLOAD_PATH,
      `/downloads/devices.xlsx?expires=${expires}&signature=${signature}`,
    ];
    for (const link of links) {
      const { response, bytes } = await download(link);
      expect(response.status, link).toBe(404);
      expect(drf(JSON.parse(bytes.toString()))).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 404 once the link has expired', async () => {
    const elevenMinutesAgo = Date.now() - SIGNED_LINK_TTL_MS - 60_000;
    const expired = linkSigner(secret, () => elevenMinutesAgo).sign(DOWNLOAD_PATH, SIGNED_LINK_TTL_MS);
    const { response, bytes } = await download(expired);
    expect(response.status).toBe(404);
    expect(drf(JSON.parse(bytes.toString()))).toEqual({ detail: 'Not found.' });
    // The same signer with the live clock makes a link the server accepts: the expiry alone made the difference.
    expect((await download(linkSigner(secret).sign(DOWNLOAD_PATH, SIGNED_LINK_TTL_MS))).response.status).toBe(200);
  });

  it('gives the link only to an admin', async () => {
    const anonymous = await server.call('GET', '/api/v2/hc-subscriptions/export', { token: null });
    expect(anonymous.status).toBe(401);
    const member = await server.makeUser();
    const forbidden = await server.call('GET', '/api/v2/hc-subscriptions/export', { token: member.token });
    expect(forbidden.status).toBe(403);
    const create = await server.call('POST', '/api/v2/hc-subscriptions', { token: member.token, body: { email: 'a@b.co', space: hall.id } });
    expect(create.status).toBe(403);
  });
});
