// Kysely's view of the tables. Timestamps are ISO 8601 UTC strings; booleans are 0/1.
import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Role } from '../../contract/enums';

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  /**
   * emailKey(email) (src/contract/emailIdentity.ts), UNIQUE: addresses with one key are one account. Null only for
   * an account whose address was already taken, under the key, by an older account when keys were (re)computed.
   */
  email_key: string | null;
  phone_number: string | null;
  password_hash: string;
  /** who may use the back office (migration 010): 'admin', 'staff', or null for no access */
  role: Role | null;
  created_at: string;
  updated_at: string;
}

export interface TokensTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface DeviceCategoriesTable {
  id: Generated<number>;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

export interface DeviceModelsTable {
  id: Generated<number>;
  name: string;
  description: string;
  category_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface DevicesTable {
  id: Generated<number>;
  name: string;
  serial_id: string | null;
  mac_address: string | null;
  firmware_version: string;
  data_version: string;
  status: string;
  comment: string;
  model_type_id: number | null;
  current_event_id: number | null;
  current_exhibitor_name: string;
  key_tag: string;
  base: string | null;
  created_at: string;
  updated_at: string;
}

export interface EventImagesTable {
  id: Generated<number>;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
  /** when the last event using it let go of it (migration 006); null while used, or never used */
  released_at: string | null;
}

export interface EventsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  start_date: string;
  end_date: string;
  timezone_id: string;
  location: string;
  default_language: string;
  description: string;
  max_capacity: number;
  capacity: number;
  image: number | null;
  background_image: number | null;
  is_published: number;
  base_cost: number;
  created_at: string;
  updated_at: string;
}

export interface EventSettingsTable {
  id: Generated<number>;
  event_id: number;
  live_interactions: number;
  updated_at: string;
}

export interface EventManagersTable {
  id: Generated<number>;
  event_id: number;
  user_id: number;
  created_at: string;
}

export interface ParticipatingFieldsTable {
  id: Generated<number>;
  event_id: number;
  name: string;
  type: string;
}

export interface BookletsTable {
  id: Generated<number>;
  event_id: number;
  title: string;
  /** server-made file name under DATA_DIR/media, or null */
  cover_image: string | null;
  is_published: number;
  /** JSON of BookletConfiguration */
  configuration: string;
  created_at: string;
  updated_at: string;
}

export interface SpacesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  capacity: number;
  current_count: number;
  website: string | null;
  facebook: string | null;
  phone_number: string | null;
  user_id: number | null;
  premium: number;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  email: string;
  space_id: number;
  created_at: string;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
}

/** db/changes.ts: one row per synced list, its change counter and the highest pruned tombstone's number. */
export interface ChangeListsTable {
  list: number;
  seq: number;
  pruned_through: number;
}

/** Per (list, row id) the number of its latest change; deleted_at is set on a tombstone. */
export interface ChangesTable {
  list: number;
  row_id: number;
  seq: number;
  deleted_at: string | null;
}

export interface ChangeEpochTable {
  epoch: string;
}

export interface EmailKeyRuleTable {
  rule: string;
}

/** One operation of the activity history (migration 011): who, when, what; db/history.ts opens and closes it. */
export interface HistoryOperationsTable {
  id: Generated<number>;
  at: string;
  user_id: number;
  /** the name the person had then */
  user_name: string;
  operation: string;
  record_count: Generated<number>;
  change_count: Generated<number>;
}

/** One field of one record an operation changed, its values as JSON text; field '*' is the whole record. */
export interface HistoryChangesTable {
  operation_id: number;
  kind: string;
  record_id: number;
  field: string;
  before: string | null;
  after: string | null;
  /** the record's operation before this one (migration 012: db/historyChain.ts), null for its first */
  previous_id: number | null;
}

/** Each record's latest operation and the one before it: the head of its chain (migration 012). */
export interface HistoryRecordsTable {
  kind: string;
  record_id: number;
  operation_id: number;
  previous_id: number | null;
}

/** The operation the write transaction in progress records under (one row at most, never committed). */
export interface HistoryCurrentTable {
  operation_id: number;
}

/**
 * The tables older than resources. A resource (src/server/resources/<name>.ts) adds its own table beside its
 * declaration: `declare module '../db/schema' { interface Database { suppliers: { … } } }`.
 */
export interface Database {
  users: UsersTable;
  tokens: TokensTable;
  device_categories: DeviceCategoriesTable;
  device_models: DeviceModelsTable;
  devices: DevicesTable;
  event_images: EventImagesTable;
  events: EventsTable;
  event_settings: EventSettingsTable;
  event_managers: EventManagersTable;
  participating_fields: ParticipatingFieldsTable;
  booklets: BookletsTable;
  spaces: SpacesTable;
  subscriptions: SubscriptionsTable;
  server_secrets: ServerSecretsTable;
  change_lists: ChangeListsTable;
  changes: ChangesTable;
  change_epoch: ChangeEpochTable;
  email_key_rule: EmailKeyRuleTable;
  history_operations: HistoryOperationsTable;
  history_changes: HistoryChangesTable;
  history_current: HistoryCurrentTable;
  history_records: HistoryRecordsTable;
}

export type UserRow = Selectable<UsersTable>;
export type DeviceRow = Selectable<DevicesTable>;
export type NewDevice = Insertable<DevicesTable>;
export type DeviceUpdate = Updateable<DevicesTable>;
