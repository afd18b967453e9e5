// The records a history names ("device:301"): their names from the lists the app holds, their label in the person's
// language when no name is held, and the app path that opens each.
import type { IntlShape } from 'react-intl';
import { parseRecordRef, type HistoryKind, type RecordRef } from '../../contract/history';
import type { MessageId } from '../i18n/messageIds';
import { paths } from '../paths';
import { categories, devices, events, models, spaces, users } from '../services/lists';
import type { ListStore } from '../state/listStore';

interface Named { id: number; name: string }

/** The stores holding each kind of record that has a list in the app; spaces and users only their page on screen. */
const STORES: Partial<Record<HistoryKind, ListStore<Named>>> = { device: devices, model: models, category: categories, event: events, space: spaces, user: users };
/** The kinds whose whole list the app holds: a record missing from a loaded one was deleted. */
const WHOLE: ReadonlySet<HistoryKind> = new Set(['device', 'model', 'category', 'event']);

/** A record's name from the lists the app holds, or undefined (not held, or nameless). */
export function recordName(record: RecordRef): string | undefined {
  const ref = parseRecordRef(record);
  const row = ref && STORES[ref.kind]?.find(ref.id);
  return row && row.name ? row.name : undefined;
}

/** Whether the record is known to be gone: its kind's whole list is loaded and does not hold it. */
export function recordIsGone(record: RecordRef): boolean {
  const ref = parseRecordRef(record);
  const store = ref && WHOLE.has(ref.kind) ? STORES[ref.kind] : undefined;
  return store !== undefined && ref !== undefined && store.state.status === 'loaded' && store.find(ref.id) === undefined;
}

/** "device 301" in the person's language. */
export function recordKindLabel(record: RecordRef, intl: IntlShape): string {
  const ref = parseRecordRef(record);
  if (!ref) return record;
  const id: MessageId = `history.kind.${ref.kind}`;
  return intl.formatMessage({ id }, { id: ref.id });
}

/** The record's name, or "device 301" in the person's language. */
export function recordLabel(record: RecordRef, intl: IntlShape): string {
  return recordName(record) ?? recordKindLabel(record, intl);
}

/** The app path that opens the record: its edit panel, or its list with the cursor on it; undefined for a kind without a screen. */
export function recordPath(record: RecordRef): string | undefined {
  const ref = parseRecordRef(record);
  if (!ref) return undefined;
  switch (ref.kind) {
    case 'device': return paths.devices.edit(ref.id);
    case 'model': return paths.models.edit(ref.id);
    case 'category': return paths.categories.edit(ref.id);
    case 'space': return paths.spaces.edit(ref.id);
    case 'event': return `${paths.events.list}?focus=${ref.id}`;
    case 'user': return `${paths.users.list}?focus=${ref.id}`;
    default: return undefined;
  }
}
