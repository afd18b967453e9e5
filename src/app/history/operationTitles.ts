// An entry's operation as a title without the person: "Status of 5000 devices changed", in the person's language
// (`history.operation.<name>`, each with the count of records it changed).
import type { IntlShape } from 'react-intl';
import type { HistoryEntry } from '../../contract/history';
import type { MessageId } from '../i18n/messageIds';

/** Every operation the server names (src/server/http/operations.ts), and the client's own `undo` and `redo`. */
export const OPERATION_NAMES = [
  'devices.create', 'devices.update', 'devices.delete', 'devices.bulk_status', 'devices.bulk_base', 'devices.bulk_model',
  'devices.bulk_event', 'devices.bulk_delete', 'devices.import',
  'models.create', 'models.update', 'models.delete', 'models.bulk_category',
  'categories.create', 'categories.update', 'categories.delete',
  'events.create', 'events.update', 'event_settings.update', 'event_managers.create', 'event_managers.delete',
  'event_images.create', 'participating_fields.create', 'booklets.create', 'booklets.update', 'booklets.cover',
  'spaces.create', 'spaces.update', 'spaces.delete', 'subscriptions.create',
  'users.create', 'users.role', 'users.delete', 'users.password_reset',
  'undo', 'redo',
] as const;
export type OperationName = (typeof OPERATION_NAMES)[number];

export const isOperationName = (name: string): name is OperationName => (OPERATION_NAMES as readonly string[]).includes(name);

const titleId = (name: OperationName): MessageId => `history.operation.${name}`;

/** The entry's operation, localized, with its count of records; an operation this app does not know by its name. */
export function operationTitle(entry: Pick<HistoryEntry, 'operation' | 'record_count'>, intl: IntlShape): string {
  if (!isOperationName(entry.operation)) return intl.formatMessage({ id: 'history.operation.other' }, { operation: entry.operation, count: entry.record_count });
  return intl.formatMessage({ id: titleId(entry.operation) }, { count: entry.record_count });
}
