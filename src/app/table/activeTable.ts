// The table on screen, for commands, keys and the palette. A table registers its controller on mount and
// reports every change of its selection, cursor or filter, so subscribers can re-read counts.
import { useSyncExternalStore } from 'react';
import type { TableController } from './controller';

let current: TableController | null = null;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of [...listeners]) listener();
}

export function setActiveTable(controller: TableController | null): void {
  if (controller === current) return;
  current = controller;
  changed();
}

/** Unregisters `controller` only if it is still the active one (a newer table may have mounted meanwhile). */
export function clearActiveTable(controller: TableController): void {
  if (current === controller) setActiveTable(null);
}

export const activeTable = (): TableController | null => current;

/** Called by the active table when what it reports (selection, cursor, matching rows) changes. */
export function activeTableChanged(controller: TableController): void {
  if (controller === current) changed();
}

export function subscribeActiveTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useActiveTable(): TableController | null {
  return useSyncExternalStore(subscribeActiveTable, activeTable);
}

/**
 * A value read from the active table, re-read on every change; `read` must return a primitive or a stable
 * value (e.g. `(table) => table?.selectedCount() ?? 0`), and should be cheap: it runs on every change.
 */
export function useActiveTableValue<T>(read: (table: TableController | null) => T): T {
  return useSyncExternalStore(subscribeActiveTable, () => read(current));
}
