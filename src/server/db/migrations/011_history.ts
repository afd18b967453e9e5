import type { Kysely, Migration } from 'kysely';
import { HISTORY_TABLES_SQL, historyFor, type HistoryColumnKind, type HistoryTable } from '../historyTriggers';

/** Field names equal to their columns, all recorded as they are stored unless named in `kinds`. */
const fields = (columns: readonly string[], kinds: Readonly<Record<string, HistoryColumnKind>> = {}): HistoryTable['fields'] =>
  Object.fromEntries(columns.map((column) => [column, { column, as: kinds[column] ?? 'value' }]));

/**
 * The activity history (issue 23): operations, their changes, and the triggers that record every write of these
 * tables in the write's own transaction. Not recorded: versions (`updated_at`), what the server derives (an event's
 * unused `capacity`, an image's `released_at`, e-mail keys), password hashes (only that one changed), a subscriber's
 * e-mail (personal data staff may not read), and saved views (each person's own).
 */
export const RECORDED: readonly HistoryTable[] = [
  { table: 'devices', kind: 'device', fields: fields(['name', 'serial_id', 'mac_address', 'firmware_version', 'data_version', 'status', 'comment', 'model_type_id', 'current_event_id', 'current_exhibitor_name', 'key_tag', 'base', 'created_at']) },
  { table: 'device_models', kind: 'model', fields: fields(['name', 'description', 'category_id', 'created_at']) },
  { table: 'device_categories', kind: 'category', fields: fields(['name', 'description', 'created_at']) },
  {
    table: 'events', kind: 'event',
    fields: fields(['name', 'slug', 'start_date', 'end_date', 'timezone_id', 'location', 'default_language', 'description', 'max_capacity', 'image', 'background_image', 'is_published', 'base_cost', 'created_at'], { is_published: 'boolean' }),
  },
  { table: 'event_settings', kind: 'event_settings', fields: fields(['event_id', 'live_interactions'], { live_interactions: 'boolean' }) },
  { table: 'event_managers', kind: 'event_manager', fields: fields(['event_id', 'user_id', 'created_at']) },
  { table: 'event_images', kind: 'event_image', fields: fields(['file_name', 'content_type', 'size', 'created_at']) },
  { table: 'participating_fields', kind: 'participating_field', fields: fields(['event_id', 'name', 'type']) },
  {
    table: 'booklets', kind: 'booklet',
    fields: fields(['event_id', 'title', 'cover_image', 'is_published', 'configuration', 'created_at'], { is_published: 'boolean', configuration: 'json' }),
  },
  {
    table: 'spaces', kind: 'space',
    fields: fields(['name', 'slug', 'capacity', 'current_count', 'website', 'facebook', 'phone_number', 'user_id', 'premium', 'created_at'], { premium: 'boolean' }),
  },
  {
    table: 'users', kind: 'user',
    fields: { ...fields(['name', 'email', 'phone_number', 'role', 'created_at']), password: { column: 'password_hash', as: 'secret' } },
  },
  { table: 'subscriptions', kind: 'subscription', fields: fields(['space_id', 'created_at']) },
];

export const history: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of [...HISTORY_TABLES_SQL, ...RECORDED.flatMap(historyFor)]) await statement.execute(db);
  },
};
