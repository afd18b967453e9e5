// What the list shows: labelled groups of entries, laid out as one flat run of rows (headings, status lines and
// items) that the virtualizer windows and the keyboard walks.
import type { ArgumentOption } from '../../../commands/registry';
import type { CommandEntry } from './commandEntries';
import type { EntityEntry, EntityKind } from './entityEntries';
import type { PaletteEntry } from './ranking';
import type { RecentItem } from './recent';
import type { ValueEntry } from './rootValues';

/** A choice on an argument page. */
export interface OptionEntry extends PaletteEntry {
  kind: 'option';
  option: ArgumentOption<unknown>;
}

/** An entity opened from the palette before, shown as it was stored (its list is not loaded, or it is a space or user). */
export interface RecentEntry extends PaletteEntry {
  kind: 'recent';
  item: Extract<RecentItem, { kind: EntityKind }>;
}

export type ResultEntry = CommandEntry | EntityEntry | OptionEntry | RecentEntry | ValueEntry;

export type GroupId = 'selection' | 'recent' | 'commands' | 'options' | 'values' | 'filters' | EntityKind;

export interface ResultGroup {
  id: GroupId;
  label: string;
  entries: readonly ResultEntry[];
  /** a line after the entries: still searching or loading, or why it failed */
  status?: { text: string; tone: 'busy' | 'error' };
}

export type PaletteRow =
  | { type: 'heading'; key: string; groupId: GroupId; label: string }
  | { type: 'status'; key: string; groupId: GroupId; label: string; text: string; tone: 'busy' | 'error' }
  | { type: 'item'; key: string; groupId: GroupId; label: string; entry: ResultEntry; itemIndex: number };

export type ItemRow = Extract<PaletteRow, { type: 'item' }>;

export interface LaidOutRows {
  rows: PaletteRow[];
  /** the item rows in order: what the keyboard moves through */
  items: ItemRow[];
  /** row index of each item */
  rowOfItem: number[];
}

/** Heights the CSS gives each kind of row (palette.css): fixed, so the virtualizer never measures. */
export const ROW_HEIGHTS = { heading: 28, status: 32, item: 40 } as const;

export function layoutRows(groups: readonly ResultGroup[]): LaidOutRows {
  const rows: PaletteRow[] = [];
  const items: ItemRow[] = [];
  const rowOfItem: number[] = [];
  for (const group of groups) {
    if (group.entries.length === 0 && !group.status) continue;
    rows.push({ type: 'heading', key: `${group.id}|heading`, groupId: group.id, label: group.label });
    for (const entry of group.entries) {
      const row: ItemRow = { type: 'item', key: `${group.id}|${entry.key}`, groupId: group.id, label: group.label, entry, itemIndex: items.length };
      rowOfItem.push(rows.length);
      rows.push(row);
      items.push(row);
    }
    if (group.status) rows.push({ type: 'status', key: `${group.id}|status`, groupId: group.id, label: group.label, ...group.status });
  }
  return { rows, items, rowOfItem };
}

/** Splits a ranked list by kind; groups come in the order of their best entry. */
export function groupByKind(ranked: readonly ResultEntry[], labelOf: (id: GroupId) => string): ResultGroup[] {
  const groups = new Map<GroupId, ResultEntry[]>();
  for (const entry of ranked) {
    const id: GroupId = entry.kind === 'command' ? 'commands' : entry.kind === 'option' ? 'options' : entry.kind === 'value' ? 'values' : entry.kind === 'recent' ? 'recent' : entry.kind;
    let members = groups.get(id);
    if (!members) groups.set(id, (members = []));
    members.push(entry);
  }
  return [...groups].map(([id, entries]) => ({ id, label: labelOf(id), entries }));
}
