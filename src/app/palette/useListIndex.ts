// A list store's search index for the palette: follows the store's rows, indexes each new rows array in the
// background, and keeps answering with the previous index until the new one is ready.
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Language } from '../i18n/languages';
import type { ListStore, LoadStatus } from '../state/listStore';
import { entityEntryFor, entriesByLanguage, type EntityEntry, type RowOfKind } from './entityEntries';
import type { KindOfSection, ListedEntityKind, ListedSectionId } from '../sections/declared';
import { createListIndexer, type ListIndexer, type ListIndexerOptions } from './listIndexer';
import type { PaletteEntry } from './ranking';
import type { SearchIndex } from './searchIndex';

/** The lists the client holds whole, which the palette searches itself (sections/declared.ts, `search: 'list'`). */
export type PaletteLists = { [Id in ListedSectionId]: ListStore<RowOfKind<KindOfSection<Id>>> };

export interface ListIndexState<Entry extends PaletteEntry> {
  /** null until the first rows are indexed */
  index: SearchIndex<Entry> | null;
  status: LoadStatus;
  error: string | null;
  /** rows are waiting to be indexed (the previous index, if any, still answers) */
  indexing: boolean;
}

export interface PaletteIndexers {
  /** the indexer of a listed kind; one per language for kinds whose entries depend on it (events, by their dates) */
  of(kind: ListedEntityKind, language: Language): ListIndexer<{ id: number }, EntityEntry>;
}

export function createPaletteIndexers(options: ListIndexerOptions = {}): PaletteIndexers {
  const indexers = new Map<string, ListIndexer<{ id: number }, EntityEntry>>();
  return {
    of(kind, language) {
      const key = entriesByLanguage(kind) ? `${kind}:${language}` : kind;
      let indexer = indexers.get(key);
      if (!indexer) {
        // a kind's indexer is only ever given the rows of its own section's list
        indexer = createListIndexer(entityEntryFor(kind, language) as (row: { id: number }) => EntityEntry, options);
        indexers.set(key, indexer);
      }
      return indexer;
    },
  };
}

export function useListIndex<Row extends { id: number }, Entry extends PaletteEntry>(store: ListStore<Row>, indexer: ListIndexer<Row, Entry>): ListIndexState<Entry> {
  const snapshot = useSnapshot(store.state);
  // `rows` sits behind valtio's ref(): the snapshot hands back the store's own array, identity included
  const rows = snapshot.rows as readonly Row[];
  const current = indexer.peek(rows);
  const [previous, setPrevious] = useState<SearchIndex<Entry> | null>(current ?? null);
  useEffect(() => {
    if (rows.length === 0 || indexer.peek(rows)) return;
    let live = true;
    void indexer.build(rows).then((index) => {
      if (live) setPrevious(index);
    });
    return () => {
      live = false;
    };
  }, [rows, indexer]);
  const index = rows.length === 0 ? null : (current ?? previous);
  const indexing = rows.length > 0 && current === undefined;
  const { status, error } = snapshot;
  return useMemo(() => ({ index, status, error, indexing }), [index, status, error, indexing]);
}
