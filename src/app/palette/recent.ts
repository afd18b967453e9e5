// What the palette shows on an empty query: the commands last run and the entities last opened from it, kept in
// localStorage. Anything unreadable there is ignored, never thrown.
import { readStored, writeStored } from '../state/storage';
import type { EntityKind } from './entityEntries';
import { SECTION_ENTITY_KINDS } from '../sections/declared';

export const RECENT_KEY = 'kitroom.palette.recent';
export const RECENT_LIMIT = 10;

export type RecentItem =
  | { kind: 'command'; id: string }
  | { kind: EntityKind; id: number; title: string; subtitle?: string; path: string };

const ENTITY_KINDS: readonly string[] = SECTION_ENTITY_KINDS;

export const recentKeyOf = (item: RecentItem) => `${item.kind}:${item.id}`;

function isRecentItem(value: unknown): value is RecentItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  if (item.kind === 'command') return typeof item.id === 'string';
  return (
    typeof item.kind === 'string' && ENTITY_KINDS.includes(item.kind) && typeof item.id === 'number' &&
    typeof item.title === 'string' && typeof item.path === 'string' && item.path.startsWith('/') &&
    (item.subtitle === undefined || typeof item.subtitle === 'string')
  );
}

/** The recent items, most recent first; an unreadable store or item counts as none. */
export function readRecent(): RecentItem[] {
  const stored = readStored<unknown>(RECENT_KEY);
  if (!Array.isArray(stored)) return [];
  return stored.filter(isRecentItem).slice(0, RECENT_LIMIT);
}

/** Forgets every recent item: they belong to the session that ended. */
export function forgetRecent(): void {
  writeStored(RECENT_KEY, null);
}

/** Puts `item` first (once), keeps the newest RECENT_LIMIT, and returns them. */
export function rememberRecent(item: RecentItem): RecentItem[] {
  const key = recentKeyOf(item);
  const items = [item, ...readRecent().filter((other) => recentKeyOf(other) !== key)].slice(0, RECENT_LIMIT);
  writeStored(RECENT_KEY, items);
  return items;
}
