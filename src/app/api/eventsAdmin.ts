/**
 * The external events admin page: `<meta name="kitroom-events-admin-url" content="https://admin.example.com/events/{slug}">`
 * in index.html, filled by the server from EVENTS_ADMIN_URL (or edited in a deployed build). Empty or absent means
 * there is no such page, and the app offers no link to it. The meta is read once, on first use.
 */

export interface EventRef {
  id: number;
  slug: string;
}

/** The template, or null when it is empty or not an absolute http(s) URL naming `{slug}` or `{id}`. */
export function adminTemplateOf(content: string | null | undefined): string | null {
  const template = (content ?? '').trim();
  if (!template.includes('{slug}') && !template.includes('{id}')) return null;
  try {
    const url = new URL(template.replaceAll('{slug}', 'event').replaceAll('{id}', '1'));
    return url.protocol === 'http:' || url.protocol === 'https:' ? template : null;
  } catch {
    return null;
  }
}

/** Fills `{id}` and `{slug}` in one pass, each value encoded as one URL path segment. */
export function fillAdminTemplate(template: string, event: EventRef): string {
  return template.replace(/\{(id|slug)\}/g, (_, name: 'id' | 'slug') =>
    encodeURIComponent(name === 'id' ? String(event.id) : event.slug),
  );
}

let template: string | null | undefined;

function configuredTemplate(): string | null {
  if (template === undefined) {
    const meta = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="kitroom-events-admin-url"]');
    template = adminTemplateOf(meta?.content);
  }
  return template;
}

/** Whether an external events admin page is configured: without one, no action or key offers it. */
export function hasEventsAdmin(): boolean {
  return configuredTemplate() !== null;
}

/** The event's page in the external admin, or null when none is configured. */
export function eventsAdminLink(event: EventRef): string | null {
  const configured = configuredTemplate();
  return configured === null ? null : fillAdminTemplate(configured, event);
}
