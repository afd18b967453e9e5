// A saved view in its form: its name and its link (the path, the list's query, the sort and the columns, as
// "Copy a link to this view" gives it), so that renaming it or pointing it elsewhere is one edit panel.
import type { SavedView, SavedViewInput } from '../../contract/schemas/savedViews';
import type { Draft } from '../records/section';
import { linkedSettingsOf, listQueryOf, viewLink } from './viewLinks';

/** An app link: one leading slash, never `//host` (which would leave the app). */
export const isAppLink = (link: string) => /^\/(?!\/)[^\s\\#]*$/.test(link);

/** The link typed or pasted, whole (`https://kitroom…/devices?…`) or from its path. */
function appLinkOf(typed: string): string {
  const text = typed.trim();
  try {
    const url = new URL(text);
    if (url.origin === window.location.origin) return `${url.pathname}${url.search}`;
  } catch {
    // not a whole URL: a path
  }
  return text;
}

export function viewInputOf(name: string, link: string): SavedViewInput {
  const applied = appLinkOf(link);
  const at = applied.indexOf('?');
  const path = at < 0 ? applied : applied.slice(0, at);
  const search = at < 0 ? '' : applied.slice(at + 1);
  const settings = linkedSettingsOf(search);
  return { name: name.trim(), path, query: listQueryOf(search), sort: settings?.sort ?? null, columns: settings?.columns ?? null };
}

export const viewDraftOf = (view: SavedView | null): Draft => ({ name: view?.name ?? '', link: view ? viewLink(view) : '' });

export const viewInputOfDraft = (draft: Draft): SavedViewInput => viewInputOf(draft.name ?? '', draft.link ?? '');

export const validateViewDraft = (draft: Draft) => (isAppLink(appLinkOf(draft.link ?? '')) ? {} : { link: 'views.linkInvalid' as const });
