/**
 * Links to other sites, configured at run time: a `<meta name="kitroom-…-url" content="https://…/{slug}">` in
 * index.html, filled by the server from its environment (or edited in a deployed build). Empty or absent means
 * there is no such site, and the app offers no link, action or key for it. Each meta is read once, on first use.
 *   eventsAdmin  — EVENTS_ADMIN_URL: an event's page in the external events admin ({slug}, {id})
 *   counterSite  — COUNTER_SITE_URL: a space's visitor-counter site ({slug}, {id})
 */

export type SiteLink = 'eventsAdmin' | 'counterSite';

const META_NAMES: Record<SiteLink, string> = {
  eventsAdmin: 'kitroom-events-admin-url',
  counterSite: 'kitroom-counter-site-url',
};

export interface LinkedRow {
  id: number;
  slug: string;
}

/** The template, or null when it is empty or not an absolute http(s) URL naming `{slug}` or `{id}`. */
export function linkTemplateOf(content: string | null | undefined): string | null {
  const template = (content ?? '').trim();
  if (!template.includes('{slug}') && !template.includes('{id}')) return null;
  try {
    const url = new URL(template.replaceAll('{slug}', 'row').replaceAll('{id}', '1'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? template : null;
  } catch {
    return null;
  }
}

/** Fills `{id}` and `{slug}` in one pass, each value encoded as one URL path segment. */
export function fillLinkTemplate(template: string, row: LinkedRow): string {
  return template.replace(/\{(id|slug)\}/g, (_, name: 'id' | 'slug') => encodeURIComponent(name === 'id' ? String(row.id) : row.slug));
}

const templates = new Map<SiteLink, string | null>();

function configuredTemplate(link: SiteLink): string | null {
  if (!templates.has(link)) {
    const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>(`meta[name="${META_NAMES[link]}"]`);
    templates.set(link, linkTemplateOf(meta?.content));
  }
  return templates.get(link) ?? null;
}

/** Whether the site is configured: without it, no action or key offers it. */
export const hasSiteLink = (link: SiteLink): boolean => configuredTemplate(link) !== null;

/** The row's page on the site, or null when the site is not configured. */
export function siteLinkOf(link: SiteLink, row: LinkedRow): string | null {
  const template = configuredTemplate(link);
  return template === null ? null : fillLinkTemplate(template, row);
}
