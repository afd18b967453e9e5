import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';
import { changed, mark, markAll, trigger } from '../triggers';

// Migrations are frozen once landed: this one carries its own numbering of the synced lists (db/changes.ts reads
// the same numbers).
const DEVICES = 1;
const MODELS = 2;
const CATEGORIES = 3;
const EVENTS = 4;
const EVENT_SETTINGS = 5;

/** An event is marked only while it exists: a deletion's cascade must not bring its tombstone back to life. */
const markEvent = (id: RawBuilder<unknown>) => markAll(EVENTS, 'events', sql`id = ${id}`);

/**
 * Change capture for the synced lists (devices, models, categories, events, event settings), by triggers, so
 * that no write path can miss it (single edits, bulk calls, imports, cascades, the sqlite3 shell).
 * `changes` holds, per (list, row id), the number of its latest change and, for a deletion, when it happened
 * (a tombstone, pruned after 30 days). Each list counts its own changes in `change_lists.seq`; a cursor is those
 * counters read in one snapshot, and `pruned_through` the highest number a pruned tombstone had (a cursor below
 * it may have missed a deletion: 410). `change_epoch` names this database, so that a cursor from another is
 * refused. What a row shows of another table is a change of that row: a model's name or category changes its
 * devices, a category's name its models and their devices, an event's name its devices; a device's event changes
 * both events' capacity; an event's settings change the event too.
 */
export const changes: Migration = {
  async up(db: Kysely<unknown>) {
    const statements: RawBuilder<unknown>[] = [
      sql`CREATE TABLE change_epoch (epoch TEXT NOT NULL)`,
      sql`INSERT INTO change_epoch (epoch) VALUES (lower(hex(randomblob(6))))`,
      sql`CREATE TABLE change_lists (list INTEGER PRIMARY KEY, seq INTEGER NOT NULL, pruned_through INTEGER NOT NULL)`,
      sql`INSERT INTO change_lists (list, seq, pruned_through) VALUES
        (${sql.lit(DEVICES)}, 0, 0), (${sql.lit(MODELS)}, 0, 0), (${sql.lit(CATEGORIES)}, 0, 0),
        (${sql.lit(EVENTS)}, 0, 0), (${sql.lit(EVENT_SETTINGS)}, 0, 0)`,
      // no index on seq: it would cost every write; a read scans its list's part of the table (milliseconds)
      sql`CREATE TABLE changes (
        list INTEGER NOT NULL,
        row_id INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        deleted_at TEXT,
        PRIMARY KEY (list, row_id)) WITHOUT ROWID`,

      trigger('devices_change_insert', sql`AFTER INSERT ON devices`, [mark(DEVICES, sql`new.id`)]),
      trigger('devices_change_insert_event', sql`AFTER INSERT ON devices WHEN new.current_event_id IS NOT NULL`, [
        markEvent(sql`new.current_event_id`),
      ]),
      trigger('devices_change_update', sql`AFTER UPDATE ON devices`, [mark(DEVICES, sql`new.id`)]),
      trigger('devices_change_event', sql`AFTER UPDATE OF current_event_id ON devices WHEN ${changed('current_event_id')}`, [
        markEvent(sql`old.current_event_id`), markEvent(sql`new.current_event_id`),
      ]),
      trigger('devices_change_delete', sql`AFTER DELETE ON devices`, [mark(DEVICES, sql`old.id`, true)]),
      trigger('devices_change_delete_event', sql`AFTER DELETE ON devices WHEN old.current_event_id IS NOT NULL`, [
        markEvent(sql`old.current_event_id`),
      ]),

      trigger('device_models_change_insert', sql`AFTER INSERT ON device_models`, [mark(MODELS, sql`new.id`)]),
      trigger('device_models_change_update', sql`AFTER UPDATE ON device_models`, [mark(MODELS, sql`new.id`)]),
      trigger('device_models_change_shown', sql`AFTER UPDATE OF name, category_id ON device_models WHEN ${changed('name')} OR ${changed('category_id')}`, [
        markAll(DEVICES, 'devices', sql`model_type_id = new.id`),
      ]),
      trigger('device_models_change_delete', sql`AFTER DELETE ON device_models`, [mark(MODELS, sql`old.id`, true)]),

      trigger('device_categories_change_insert', sql`AFTER INSERT ON device_categories`, [mark(CATEGORIES, sql`new.id`)]),
      trigger('device_categories_change_update', sql`AFTER UPDATE ON device_categories`, [mark(CATEGORIES, sql`new.id`)]),
      trigger('device_categories_change_shown', sql`AFTER UPDATE OF name ON device_categories WHEN ${changed('name')}`, [
        markAll(MODELS, 'device_models', sql`category_id = new.id`),
        markAll(DEVICES, 'devices', sql`model_type_id IN (SELECT id FROM device_models WHERE category_id = new.id)`),
      ]),
      trigger('device_categories_change_delete', sql`AFTER DELETE ON device_categories`, [mark(CATEGORIES, sql`old.id`, true)]),

      trigger('events_change_insert', sql`AFTER INSERT ON events`, [mark(EVENTS, sql`new.id`)]),
      trigger('events_change_update', sql`AFTER UPDATE ON events`, [mark(EVENTS, sql`new.id`)]),
      trigger('events_change_shown', sql`AFTER UPDATE OF name ON events WHEN ${changed('name')}`, [
        markAll(DEVICES, 'devices', sql`current_event_id = new.id`),
      ]),
      trigger('events_change_delete', sql`AFTER DELETE ON events`, [mark(EVENTS, sql`old.id`, true)]),

      trigger('event_settings_change_insert', sql`AFTER INSERT ON event_settings`, [
        mark(EVENT_SETTINGS, sql`new.id`), markEvent(sql`new.event_id`),
      ]),
      trigger('event_settings_change_update', sql`AFTER UPDATE ON event_settings`, [
        mark(EVENT_SETTINGS, sql`new.id`), markEvent(sql`new.event_id`),
      ]),
      trigger('event_settings_change_delete', sql`AFTER DELETE ON event_settings`, [
        mark(EVENT_SETTINGS, sql`old.id`, true), markEvent(sql`old.event_id`),
      ]),
    ];
    for (const statement of statements) await statement.execute(db);
  },
};
