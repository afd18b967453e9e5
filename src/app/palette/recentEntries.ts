// Recent items as entries: commands as they are now (title, availability), entities from their loaded list when
// it is there (dropped if deleted since), else as stored.
import type { Language } from '../i18n/languages';
import type { ListStore } from '../state/listStore';
import type { CommandEntry } from './commandEntries';
import { entityEntryFor, type EntityEntry } from './entityEntries';
import { makeEntry } from './ranking';
import type { RecentItem } from './recent';
import type { RecentEntry, ResultEntry } from './results';
import type { LocalKind } from './rootGroups';
import { LISTED_ENTITY_KINDS, LISTED_SECTIONS, SECTIONS } from '../sections/declared';
import type { PaletteLists } from './useListIndex';

/** The live entry of a row of a client-held list: undefined when the list is not loaded, null when the row is gone. */
export type FindEntity = (kind: LocalKind, id: number) => EntityEntry | null | undefined;

const isLocalKind = (kind: string): kind is LocalKind => (LISTED_ENTITY_KINDS as readonly string[]).includes(kind);

export function recentEntries(items: readonly RecentItem[], commands: readonly CommandEntry[], findEntity: FindEntity): ResultEntry[] {
  const commandsById = new Map(commands.map((entry) => [entry.command.id, entry]));
  const entries: ResultEntry[] = [];
  for (const item of items) {
    if (item.kind === 'command') {
      const command = commandsById.get(item.id);
      // stored before the command said it is never remembered
      if (command && command.command.palette?.remember !== false) entries.push(command);
      continue;
    }
    const live = isLocalKind(item.kind) ? findEntity(item.kind, item.id) : undefined;
    if (live === null) continue;
    if (live) {
      entries.push(live);
      continue;
    }
    const stored: RecentEntry = { ...makeEntry({ key: `${item.kind}:${item.id}`, kind: 'recent', title: item.title, subtitle: item.subtitle }), kind: 'recent', item };
    entries.push(stored);
  }
  return entries;
}

/** Finds recent entities in the client-held lists. */
export function findEntityIn(lists: PaletteLists, language: Language): FindEntity {
  return (kind, id) => {
    const section = LISTED_SECTIONS.find((candidate) => SECTIONS[candidate].palette.kind === kind);
    const store = section && (lists[section] as ListStore<{ id: number }>);
    if (!store || store.state.status !== 'loaded') return undefined;
    const row = store.find(id);
    // the store of the kind's own section holds rows of that kind
    return row ? (entityEntryFor(kind, language)(row as never) as EntityEntry) : null;
  };
}
