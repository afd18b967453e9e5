// Per-table settings in localStorage. Whatever is stored is checked against today's columns: unknown columns,
// bad values and corrupt JSON fall back to the screen's defaults instead of breaking the table.
import { readStored, writeStored } from '../state/storage';
import { PAGE_SIZES, type PageSize, type SortState, type TableSettings } from './types';

export const settingsKey = (tableId: string) => `kitroom.table.${tableId}`;

export interface SettingsDefaults {
  columnIds: readonly string[];
  visible: readonly string[];
  sort: SortState;
  searchFields: readonly string[];
}

export const DEFAULT_PAGE_SIZE: PageSize = 'all';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The known column ids of a stored list, in column order; the default when none is left. */
function knownColumns(stored: unknown, columnIds: readonly string[], fallback: readonly string[]): string[] {
  const known = (ids: readonly unknown[]) => columnIds.filter((id) => ids.includes(id));
  const chosen = Array.isArray(stored) ? known(stored) : [];
  return chosen.length > 0 ? chosen : known(fallback);
}

function sortOf(stored: unknown, columnIds: readonly string[], fallback: SortState): SortState {
  if (!isRecord(stored)) return fallback;
  const { column, direction } = stored;
  if (typeof column !== 'string' || !columnIds.includes(column)) return fallback;
  if (direction !== 'asc' && direction !== 'desc') return fallback;
  return { column, direction };
}

const pageSizeOf = (stored: unknown): PageSize => PAGE_SIZES.find((size) => size === stored) ?? DEFAULT_PAGE_SIZE;

export function defaultSettings(defaults: SettingsDefaults): TableSettings {
  return {
    visible: knownColumns(defaults.visible, defaults.columnIds, defaults.columnIds),
    sort: defaults.sort,
    searchFields: knownColumns(defaults.searchFields, defaults.columnIds, defaults.columnIds),
    pageSize: DEFAULT_PAGE_SIZE,
  };
}

export function loadSettings(tableId: string, defaults: SettingsDefaults): TableSettings {
  const base = defaultSettings(defaults);
  const stored = readStored<unknown>(settingsKey(tableId));
  if (!isRecord(stored)) return base;
  return {
    visible: knownColumns(stored.visible, defaults.columnIds, base.visible),
    sort: sortOf(stored.sort, defaults.columnIds, base.sort),
    searchFields: knownColumns(stored.searchFields, defaults.columnIds, base.searchFields),
    pageSize: pageSizeOf(stored.pageSize),
  };
}

export function saveSettings(tableId: string, settings: TableSettings): void {
  writeStored(settingsKey(tableId), settings);
}
