// Links to other sites (the events admin, the counter site): read from index.html's meta once, filled per row,
// absent when not configured.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fillLinkTemplate, linkTemplateOf } from '../../src/app/api/siteLinks';

const event = { id: 42, slug: 'web-summit-2026' };

/** Puts the meta in the page (or leaves it out) and loads a fresh copy of the module, as a page load would. */
async function loadWith(content: string | null) {
  document.head.querySelectorAll('meta[name="kitroom-events-admin-url"]').forEach((meta) => meta.remove());
  if (content !== null) {
    const meta = document.createElement('meta');
    meta.name = 'kitroom-events-admin-url';
    meta.content = content;
    document.head.append(meta);
  }
  vi.resetModules();
  return import('../../src/app/api/siteLinks');
}

afterEach(() => {
  document.head.querySelectorAll('meta[name="kitroom-events-admin-url"]').forEach((meta) => meta.remove());
});

describe('events admin link', () => {
  it('fills {slug} and {id}, each encoded as one path segment', () => {
    expect(fillLinkTemplate('https://admin.example.com/events/{slug}', event)).toBe('https://admin.example.com/events/web-summit-2026');
    expect(fillLinkTemplate('https://admin.example.com/e/{id}/{slug}?back={id}', event)).toBe('https://admin.example.com/e/42/web-summit-2026?back=42');
    expect(fillLinkTemplate('https://admin.example.com/events/{slug}', { id: 1, slug: 'a/b?c#d é {id}' }))
      .toBe('https://admin.example.com/events/a%2Fb%3Fc%23d%20%C3%A9%20%7Bid%7D');
  });

  it('accepts only an absolute http(s) template naming {slug} or {id}', () => {
    expect(linkTemplateOf('  https://admin.example.com/events/{slug} ')).toBe('https://admin.example.com/events/{slug}');
    expect(linkTemplateOf('http://{slug}.admin.example.com/')).toBe('http://{slug}.admin.example.com/');
    for (const bad of ['', '   ', null, undefined, 'https://admin.example.com/events', '/events/{slug}', 'javascript:alert({id})', 'ftp://example.com/{id}']) {
      expect(linkTemplateOf(bad), String(bad)).toBeNull();
    }
  });

  it('links each event to the configured page, reading the meta once', async () => {
    const module = await loadWith('https://admin.example.com/events/{slug}?id={id}');
    expect(module.hasSiteLink('eventsAdmin')).toBe(true);
    expect(module.siteLinkOf('eventsAdmin', event)).toBe('https://admin.example.com/events/web-summit-2026?id=42');
    document.head.querySelector<HTMLMetaElement>('meta[name="kitroom-events-admin-url"]')!.content = 'https://elsewhere.example.com/{id}';
    expect(module.siteLinkOf('eventsAdmin', event)).toBe('https://admin.example.com/events/web-summit-2026?id=42');
  });

  it('offers no link when the meta is empty, absent or not a usable template', async () => {
    for (const content of ['', null, 'not a url {slug}']) {
      const module = await loadWith(content);
      expect(module.hasSiteLink('eventsAdmin'), String(content)).toBe(false);
      expect(module.siteLinkOf('eventsAdmin', event), String(content)).toBeNull();
    }
  });
});

describe('the counter site link', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="kitroom-counter-site-url"]').forEach((meta) => meta.remove()));

  it('links each space by its slug when configured, and offers nothing otherwise', async () => {
    vi.resetModules();
    const unset = await import('../../src/app/api/siteLinks');
    expect([unset.hasSiteLink('counterSite'), unset.siteLinkOf('counterSite', { id: 3, slug: 'museu-braga' })]).toEqual([false, null]);
    const meta = document.createElement('meta');
    meta.name = 'kitroom-counter-site-url';
    meta.content = 'https://count.example.com/{slug}';
    document.head.append(meta);
    vi.resetModules();
    const set = await import('../../src/app/api/siteLinks');
    expect(set.siteLinkOf('counterSite', { id: 3, slug: 'museu-braga' })).toBe('https://count.example.com/museu-braga');
    expect(set.hasSiteLink('eventsAdmin')).toBe(false);
  });
});
