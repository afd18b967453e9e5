// 003_changes on PostgreSQL: the same tables and lists, the counters and tombstones written by statement-level
// triggers (../triggers.ts), and the derived changes of 003 (what a row shows of another table) as their own.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { CHANGE_LOG_FUNCTIONS, changeLogForPostgres, plannedBySize, statementTrigger, TRIGGER_WORK_MEM, whenTouched } from '../triggers';

// 003's numbering of the synced lists
const DEVICES = 1;
const MODELS = 2;
const CATEGORIES = 3;
const EVENTS = 4;
const EVENT_SETTINGS = 5;

/** Marks the events among `ids` that exist: a deletion's cascade must not bring an event's tombstone back to life. */
const markEvents = (ids: string) => plannedBySize(`SELECT kitroom_mark(${EVENTS}, ARRAY(SELECT id FROM events WHERE id IN (${ids})), false)`);

/** Marks the rows of `list` that `ids` names (rows that show another table's changed field). */
const markShown = (list: number, ids: string) => plannedBySize(`SELECT kitroom_mark(${list}, ARRAY(${ids}), false)`);

/** A trigger function whose body depends on TG_OP (each branch reads the transition tables its event has). */
const derived = (name: string, branches: { INSERT?: string; UPDATE?: string; DELETE?: string }) =>
  sql.raw(`CREATE OR REPLACE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql ${TRIGGER_WORK_MEM} AS $derived$ BEGIN
    ${(['INSERT', 'UPDATE', 'DELETE'] as const).filter((event) => branches[event]).map((event) => `IF TG_OP = '${event}' THEN ${branches[event]} END IF;`).join('\n    ')}
    RETURN NULL;
  END $derived$`);

const CHANGED_EVENT = 'FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.current_event_id IS DISTINCT FROM n.current_event_id';
const renamed = (name: string) => `SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.${name}::text IS DISTINCT FROM n.${name}::text`;

/** The work of the devices' events trigger that only an UPDATE setting their event needs (triggers.ts touchedTrigger). */
export const DEVICE_EVENTS_TOUCHED = { name: 'devices_change_events', table: 'devices', columns: ['current_event_id'] } as const;

/**
 * The functions of the derived changes (what a row shows of another table), made again by migration 018; `touched`:
 * the devices' events marked on an UPDATE only when it set their event (DEVICE_EVENTS_TOUCHED, migration 023).
 */
export const derivedChangeFunctions = ({ touched = false } = {}): RawBuilder<unknown>[] => [
  derived('devices_change_events', {
    INSERT: markEvents('SELECT current_event_id FROM new_rows'),
    UPDATE: whenTouched(touched ? DEVICE_EVENTS_TOUCHED.name : undefined, markEvents(`SELECT unnest(ARRAY[o.current_event_id, n.current_event_id]) ${CHANGED_EVENT}`)),
    DELETE: markEvents('SELECT current_event_id FROM old_rows'),
  }),
  derived('device_models_change_shown', {
    UPDATE: markShown(DEVICES, `SELECT id FROM devices WHERE model_type_id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.name::text IS DISTINCT FROM n.name::text OR o.category_id IS DISTINCT FROM n.category_id)`),
  }),
  derived('device_categories_change_shown', {
    UPDATE: `${markShown(MODELS, `SELECT id FROM device_models WHERE category_id IN (${renamed('name')})`)}
      ${markShown(DEVICES, `SELECT id FROM devices WHERE model_type_id IN (SELECT id FROM device_models WHERE category_id IN (${renamed('name')}))`)}`,
  }),
  derived('events_change_shown', {
    UPDATE: markShown(DEVICES, 'SELECT id FROM devices WHERE current_event_id IN (SELECT n.id FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.name IS DISTINCT FROM n.name)'),
  }),
  derived('event_settings_change_event', {
    INSERT: markEvents('SELECT event_id FROM new_rows'),
    UPDATE: markEvents('SELECT event_id FROM new_rows'),
    DELETE: markEvents('SELECT event_id FROM old_rows'),
  }),
];

export async function changesPostgres(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE change_epoch (epoch text NOT NULL)`,
    sql`INSERT INTO change_epoch (epoch) VALUES (substr(md5(random()::text || clock_timestamp()::text), 1, 12))`,
    sql`CREATE TABLE change_lists (list integer PRIMARY KEY, seq bigint NOT NULL, pruned_through bigint NOT NULL)`,
    sql`CREATE TABLE changes (
      list integer NOT NULL,
      row_id bigint NOT NULL,
      seq bigint NOT NULL,
      deleted_at text,
      PRIMARY KEY (list, row_id))`,
    ...CHANGE_LOG_FUNCTIONS,
    ...changeLogForPostgres('devices', DEVICES),
    ...changeLogForPostgres('device_models', MODELS),
    ...changeLogForPostgres('device_categories', CATEGORIES),
    ...changeLogForPostgres('events', EVENTS),
    ...changeLogForPostgres('event_settings', EVENT_SETTINGS),
    ...derivedChangeFunctions(),
    ...(['INSERT', 'UPDATE', 'DELETE'] as const).map((event) =>
      statementTrigger(`devices_change_${event.toLowerCase()}_event`, event, 'devices', 'devices_change_events()')),
    statementTrigger('device_models_change_shown', 'UPDATE', 'device_models', 'device_models_change_shown()'),
    statementTrigger('device_categories_change_shown', 'UPDATE', 'device_categories', 'device_categories_change_shown()'),
    statementTrigger('events_change_shown', 'UPDATE', 'events', 'events_change_shown()'),
    ...(['INSERT', 'UPDATE', 'DELETE'] as const).map((event) =>
      statementTrigger(`event_settings_change_${event.toLowerCase()}_event`, event, 'event_settings', 'event_settings_change_event()')),
  ];
  for (const statement of statements) await statement.execute(db);
}
