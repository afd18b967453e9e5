// Security headers, CORS, body caps and unknown routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let corsServer: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  corsServer = await startTestServer({ CORS_ORIGINS: 'https://admin.example.com' });
});
afterAll(async () => {
  await server.close();
  await corsServer.close();
});

describe('security headers', () => {
  it('sends nosniff and same-origin referrers on API answers, errors included', async () => {
    for (const answer of [await server.call('GET', '/api/v1/events'), await server.call('GET', '/api/v1/events', { token: null })]) {
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy')).toBe('same-origin');
    }
  });

  it('sends a Content-Security-Policy on the app pages, for every history-mode route', async () => {
    for (const path of ['/', '/devices', '/devices/edit/3', '/login']) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
      const policy = response.headers.get('Content-Security-Policy') ?? '';
      for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
        expect(policy).toContain(directive);
      }
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });
});

describe('CORS', () => {
  it('sends no CORS header unless CORS_ORIGINS lists the origin', async () => {
    const plain = await server.call('GET', '/api/v1/events', { headers: { Origin: 'https://admin.example.com' } });
    expect(plain.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const listed = await corsServer.call('GET', '/api/v1/events', { token: corsServer.adminToken, headers: { Origin: 'https://admin.example.com' } });
    expect(listed.headers.get('Access-Control-Allow-Origin')).toBe('https://admin.example.com');
    const other = await corsServer.call('GET', '/api/v1/events', { token: corsServer.adminToken, headers: { Origin: 'https://evil.example.com' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers a preflight from a listed origin', async () => {
    const response = await fetch(`${corsServer.url}/api/admin/devices`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://admin.example.com', 'Access-Control-Request-Method': 'PATCH' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('Authorization');
    // an undo names itself in the activity history from another origin too
    expect(response.headers.get('Access-Control-Allow-Headers')).toContain('X-Kitroom-Operation');
  });
});

describe('body caps and unknown routes', () => {
  it('refuses a JSON body over 1 MB with 413', async () => {
    const answer = await server.call('POST', '/api/admin/device-categories', { body: { name: 'x', description: 'y'.repeat(1_100_000) } });
    expect(answer.status).toBe(413);
    expect(typeof answer.body.detail).toBe('string');
  });

  it('answers an unknown API path with a DRF 404', async () => {
    const answer = await server.call('GET', '/api/admin/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ detail: 'Not found.' });
  });

  it('answers a JSON body that is not an object with a 400', async () => {
    const answer = await server.call('POST', '/api/admin/device-categories', { body: [1, 2] });
    expect(answer.status).toBe(400);
    expect(answer.body.non_field_errors?.[0]).toMatch(/Expected a dictionary, but got list/);
  });

  it('serves no media outside the upload folder', async () => {
    for (const path of ['/media/..%2F..%2Fetc%2Fpasswd', '/media/kitroom.sqlite', '/media/aaaaaaaaaaaaaaaaaaaa.png']) {
      const response = await fetch(server.url + path);
      expect(response.status).toBe(404);
    }
  });
});
