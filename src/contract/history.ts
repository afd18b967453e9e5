// The activity history (issue 23): who changed what, through which operation, each field before and after.
// `GET /api/v2/history` and `GET /api/v2/history/{id}/changes` (docs/architecture.md, "Additions to the contract").

/** The kinds of records the history names, as `?record=<kind>:<id>` and each change's `record` spell them. */
export const HISTORY_KINDS = [
  'device', 'model', 'category', 'event', 'event_settings', 'event_manager', 'event_image', 'participating_field',
  'booklet', 'space', 'user', 'subscription',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** `device:301` */
export type RecordRef = `${HistoryKind}:${number}`;

/** What the client may say a write is, with the header `X-Kitroom-Operation`; the entry is named so. */
export const CLIENT_OPERATIONS = ['undo', 'redo'] as const;
export type ClientOperation = (typeof CLIENT_OPERATIONS)[number];
export const OPERATION_HEADER = 'X-Kitroom-Operation';

/** A JSON value as the API answers it (booleans as booleans, a booklet's configuration as an object). */
export type HistoryValue = string | number | boolean | null | { readonly [key: string]: unknown } | readonly unknown[];

/**
 * One field of one record, before and after the operation. `field: null` is the whole record: created (`before`
 * null, `after` the record as created) or deleted (`before` the record as it was, `after` null). A password change
 * is `field: "password"` with both values null: that it happened, never the value.
 */
export interface HistoryChange {
  record: RecordRef;
  field: string | null;
  before: HistoryValue;
  after: HistoryValue;
}

export interface HistoryEntry {
  id: number;
  /** ISO 8601 UTC */
  at: string;
  /** the person as they were named then; `id` may name a user deleted since */
  user: { id: number; name: string };
  /** e.g. `devices.bulk_status`, `devices.import`, `events.update`, `undo` */
  operation: string;
  /** the records the operation changed */
  record_count: number;
  /**
   * with `?record=`, that record's changes; else the operation's first HISTORY_ENTRY_CHANGES, in record order (the
   * rest: GET /api/v2/history/{id}/changes)
   */
  changes: HistoryChange[];
  /** every change of the operation, all records */
  changes_total: number;
}

export interface HistoryPage {
  results: HistoryEntry[];
  /** the next (older) page's link, or null */
  next: string | null;
}

export interface HistoryChangesPage {
  results: HistoryChange[];
  next: string | null;
}

/** `device:301` → its kind and id, or undefined. */
export function parseRecordRef(text: string): { kind: HistoryKind; id: number } | undefined {
  const match = /^([a-z_]+):([1-9][0-9]{0,14})$/.exec(text.trim());
  if (!match) return undefined;
  const kind = HISTORY_KINDS.find((known) => known === match[1]);
  return kind ? { kind, id: Number(match[2]) } : undefined;
}
