// A list store's search index for the palette: follows the store's rows, indexes each new rows array in the
// background, and keeps answering with the previous index until the new one is ready.
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Device, DeviceCategory, DeviceModel, KitroomEvent } from '../../contract/entities';
import type { Language } from '../i18n/languages';
import type { ListStore, LoadStatus } from '../state/listStore';
import { categoryEntry, deviceEntry, eventEntryFor, modelEntry, type CategoryEntry, type DeviceEntry, type EventEntry, type ModelEntry } from './entityEntries';
import { createListIndexer, type ListIndexer, type ListIndexerOptions } from './listIndexer';
import type { PaletteEntry } from './ranking';
import type { SearchIndex } from './searchIndex';

/** The lists the client holds whole, which the palette searches itself. */
export interface PaletteLists {
  devices: ListStore<Device>;
  events: ListStore<KitroomEvent>;
  models: ListStore<DeviceModel>;
  categories: ListStore<DeviceCategory>;
}

export interface ListIndexState<Entry extends PaletteEntry> {
  /** null until the first rows are indexed */
  index: SearchIndex<Entry> | null;
  status: LoadStatus;
  error: string | null;
  /** rows are waiting to be indexed (the previous index, if any, still answers) */
  indexing: boolean;
}

export interface PaletteIndexers {
  devices: ListIndexer<Device, DeviceEntry>;
  models: ListIndexer<DeviceModel, ModelEntry>;
  categories: ListIndexer<DeviceCategory, CategoryEntry>;
  /** events are searched by their dates as shown, so their entries depend on the language */
  events(language: Language): ListIndexer<KitroomEvent, EventEntry>;
}

export function createPaletteIndexers(options: ListIndexerOptions = {}): PaletteIndexers {
  const eventIndexers = new Map<Language, ListIndexer<KitroomEvent, EventEntry>>();
  return {
    devices: createListIndexer(deviceEntry, options),
    models: createListIndexer(modelEntry, options),
    categories: createListIndexer(categoryEntry, options),
    events(language) {
      let indexer = eventIndexers.get(language);
      if (!indexer) {
        indexer = createListIndexer(eventEntryFor(language), options);
        eventIndexers.set(language, indexer);
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
