// EVENTS_ADMIN_URL and COUNTER_SITE_URL: checked at start-up, delivered to the app in index.html's metas.
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/server/config';
import { startTestServer, type TestServer } from './harness';

const root = join(import.meta.dirname, '..', '..');
let appDir: string;

beforeAll(async () => {
  // the repository's own index.html, so that the meta the app reads is the one the file carries
  appDir = await mkdtemp(join(tmpdir(), 'kitroom-app-'));
  await copyFile(join(root, 'index.html'), join(appDir, 'index.html'));
});
afterAll(() => rm(appDir, { recursive: true, force: true }));

/** The raw `content` of the events admin meta, or undefined when there is none. */
function metaContent(html: string): string | undefined {
  const metas = html.match(/<meta name="kitroom-events-admin-url"[^>]*>/g) ?? [];
  expect(metas).toHaveLength(1);
  return /content="([^"]*)"/.exec(metas[0] ?? '')?.[1];
}

function decodeAttribute(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
}

async function page(server: TestServer, path: string) {
  const response = await fetch(server.url + path);
  return { response, html: await response.text() };
}

describe('EVENTS_ADMIN_URL in readConfig', () => {
  const read = (value: string | undefined) => readConfig({ EVENTS_ADMIN_URL: value }).eventsAdminUrl;

  it('is optional: unset or blank means no admin page', () => {
    expect(read(undefined)).toBeUndefined();
    expect(read('')).toBeUndefined();
    expect(read('   ')).toBeUndefined();
  });

  it('keeps an absolute http(s) template naming {slug} or {id}', () => {
    expect(read('https://admin.example.com/events/{slug}')).toBe('https://admin.example.com/events/{slug}');
    expect(read(' http://admin.example.com/e?id={id} ')).toBe('http://admin.example.com/e?id={id}');
    expect(read('https://{slug}.admin.example.com/')).toBe('https://{slug}.admin.example.com/');
  });

  it('refuses anything else with a clear message', () => {
    for (const bad of [
      'https://admin.example.com/events',
      'admin.example.com/events/{slug}',
      '/events/{slug}',
      'ftp://admin.example.com/{id}',
      'javascript:alert({id})',
      'https://admin example.com/{slug}',
    ]) {
      expect(() => read(bad), bad).toThrow(/^EVENTS_ADMIN_URL must be an absolute http\(s\) URL containing \{slug\} or \{id\}/);
    }
  });
});

describe('the served index.html', () => {
  it('carries an empty meta when EVENTS_ADMIN_URL is unset', async () => {
    const server = await startTestServer({}, { appDir });
    try {
      for (const path of ['/', '/events', '/index.html']) {
        const { response, html } = await page(server, path);
        expect(response.status).toBe(200);
        expect(metaContent(html), path).toBe('');
      }
    } finally {
      await server.close();
    }
  });

  it('fills the meta for every page of the app, keeping no-cache and the CSP', async () => {
    const server = await startTestServer({ EVENTS_ADMIN_URL: 'https://admin.example.com/events/{slug}?id={id}&x=$&' }, { appDir });
    try {
      for (const path of ['/', '/events', '/devices/edit/7', '/index.html']) {
        const { response, html } = await page(server, path);
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
        expect(response.headers.get('Cache-Control')).toBe('no-cache');
        expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
        const content = metaContent(html);
        expect(content, path).toBe('https://admin.example.com/events/{slug}?id={id}&#38;x=$&#38;');
        expect(decodeAttribute(content ?? '')).toBe('https://admin.example.com/events/{slug}?id={id}&x=$&');
        // the rest of the page is as built
        expect(html).toContain('<meta name="kitroom-api-host" content="">');
      }
      expect((await server.call('GET', '/api/v1/events')).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('escapes the template so that it cannot leave the attribute', async () => {
    const template = 'https://admin.example.com/events/{slug}?q="><script>alert(1)</script><x a=\'';
    const server = await startTestServer({ EVENTS_ADMIN_URL: template }, { appDir });
    try {
      const { html } = await page(server, '/events');
      const content = metaContent(html) ?? '';
      expect(content).not.toMatch(/["'<>]/);
      expect(decodeAttribute(content)).toBe(template);
      expect(html).not.toContain('<script>alert(1)</script>');
    } finally {
      await server.close();
    }
  });
});

describe('COUNTER_SITE_URL, the same way', () => {
  it('is checked at start-up like EVENTS_ADMIN_URL', () => {
    expect(readConfig({ COUNTER_SITE_URL: 'https://count.example.com/{slug}' }).counterSiteUrl).toBe('https://count.example.com/{slug}');
    expect(readConfig({}).counterSiteUrl).toBeUndefined();
    expect(() => readConfig({ COUNTER_SITE_URL: 'count.example.com' })).toThrow(/^COUNTER_SITE_URL must be an absolute http\(s\) URL containing \{slug\} or \{id\}/);
  });

  it('fills its own meta, beside the events admin one', async () => {
    const server = await startTestServer({ COUNTER_SITE_URL: 'https://count.example.com/{slug}', EVENTS_ADMIN_URL: 'https://admin.example.com/{id}' }, { appDir });
    try {
      const { html } = await page(server, '/spaces');
      const counter = html.match(/<meta name="kitroom-counter-site-url"[^>]*>/g) ?? [];
      expect(counter).toHaveLength(1);
      expect(/content="([^"]*)"/.exec(counter[0] ?? '')?.[1]).toBe('https://count.example.com/{slug}');
      expect(metaContent(html)).toBe('https://admin.example.com/{id}');
    } finally {
      await server.close();
    }
  });
});
