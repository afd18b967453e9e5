-- 001_initial
-- new: table users
CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        phone_number TEXT,
        password_hash TEXT NOT NULL,
        is_admin INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: table tokens
CREATE TABLE tokens (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL);
-- new: index tokens_user
CREATE INDEX tokens_user ON tokens(user_id);
-- new: table device_categories
CREATE TABLE device_categories (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL COLLATE NOCASE UNIQUE,
        description TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: table device_models
CREATE TABLE device_models (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL COLLATE NOCASE UNIQUE,
        description TEXT NOT NULL DEFAULT '',
        category_id INTEGER REFERENCES device_categories(id) ON DELETE RESTRICT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: index device_models_category
CREATE INDEX device_models_category ON device_models(category_id);
-- new: table event_images
CREATE TABLE event_images (
        id INTEGER PRIMARY KEY,
        file_name TEXT NOT NULL UNIQUE,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TEXT NOT NULL);
-- new: table events
CREATE TABLE events (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        timezone_id TEXT NOT NULL,
        location TEXT NOT NULL DEFAULT '',
        default_language TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        max_capacity REAL NOT NULL DEFAULT 0,
        capacity INTEGER NOT NULL DEFAULT 0,
        image INTEGER REFERENCES event_images(id) ON DELETE SET NULL,
        background_image INTEGER REFERENCES event_images(id) ON DELETE SET NULL,
        is_published INTEGER NOT NULL DEFAULT 1,
        base_cost REAL NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: table event_settings
CREATE TABLE event_settings (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL UNIQUE REFERENCES events(id) ON DELETE CASCADE,
        live_interactions INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL);
-- new: table event_managers
CREATE TABLE event_managers (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        UNIQUE (event_id, user_id));
-- new: table participating_fields
CREATE TABLE participating_fields (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL);
-- new: index participating_fields_event
CREATE INDEX participating_fields_event ON participating_fields(event_id);
-- new: table booklets
CREATE TABLE booklets (
        id INTEGER PRIMARY KEY,
        event_id INTEGER NOT NULL UNIQUE REFERENCES events(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        cover_image TEXT,
        is_published INTEGER NOT NULL DEFAULT 0,
        configuration TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: table devices
CREATE TABLE devices (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        serial_id TEXT UNIQUE,
        mac_address TEXT,
        firmware_version TEXT NOT NULL DEFAULT '',
        data_version TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'available',
        comment TEXT NOT NULL DEFAULT '',
        model_type_id INTEGER REFERENCES device_models(id) ON DELETE RESTRICT,
        current_event_id INTEGER REFERENCES events(id) ON DELETE SET NULL,
        current_exhibitor_name TEXT NOT NULL DEFAULT '',
        key_tag TEXT NOT NULL DEFAULT '',
        base TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: index devices_created
CREATE INDEX devices_created ON devices(created_at DESC, id DESC);
-- new: index devices_model
CREATE INDEX devices_model ON devices(model_type_id);
-- new: index devices_event
CREATE INDEX devices_event ON devices(current_event_id);
-- new: table spaces
CREATE TABLE spaces (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        capacity INTEGER NOT NULL DEFAULT 0,
        current_count INTEGER NOT NULL DEFAULT 0,
        website TEXT,
        facebook TEXT,
        phone_number TEXT,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        premium INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: table subscriptions
CREATE TABLE subscriptions (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL,
        space_id INTEGER NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL);
-- new: table server_secrets
CREATE TABLE server_secrets (
        name TEXT PRIMARY KEY,
        value TEXT NOT NULL);

-- 002_search
-- new: table devices_search
CREATE VIRTUAL TABLE "devices_search" USING fts5("name", "serial_id", "mac_address", "key_tag", tokenize = 'trigram case_sensitive 1');
-- new: trigger devices_search_insert
CREATE TRIGGER devices_search_insert AFTER INSERT ON "devices" BEGIN
          INSERT INTO "devices_search" (rowid, "name", "serial_id", "mac_address", "key_tag") VALUES (new.id, kitroom_fold("new"."name"), kitroom_fold("new"."serial_id"), kitroom_fold("new"."mac_address"), kitroom_fold("new"."key_tag")); END;
-- new: trigger devices_search_update
CREATE TRIGGER devices_search_update AFTER UPDATE OF "name", "serial_id", "mac_address", "key_tag" ON "devices" BEGIN
          UPDATE "devices_search" SET "name" = kitroom_fold("new"."name"), "serial_id" = kitroom_fold("new"."serial_id"), "mac_address" = kitroom_fold("new"."mac_address"), "key_tag" = kitroom_fold("new"."key_tag") WHERE rowid = old.id; END;
-- new: trigger devices_search_delete
CREATE TRIGGER devices_search_delete AFTER DELETE ON "devices" BEGIN
          DELETE FROM "devices_search" WHERE rowid = old.id; END;
-- new: table device_models_search
CREATE VIRTUAL TABLE "device_models_search" USING fts5("name", tokenize = 'trigram case_sensitive 1');
-- new: trigger device_models_search_insert
CREATE TRIGGER device_models_search_insert AFTER INSERT ON "device_models" BEGIN
          INSERT INTO "device_models_search" (rowid, "name") VALUES (new.id, kitroom_fold("new"."name")); END;
-- new: trigger device_models_search_update
CREATE TRIGGER device_models_search_update AFTER UPDATE OF "name" ON "device_models" BEGIN
          UPDATE "device_models_search" SET "name" = kitroom_fold("new"."name") WHERE rowid = old.id; END;
-- new: trigger device_models_search_delete
CREATE TRIGGER device_models_search_delete AFTER DELETE ON "device_models" BEGIN
          DELETE FROM "device_models_search" WHERE rowid = old.id; END;
-- new: table device_categories_search
CREATE VIRTUAL TABLE "device_categories_search" USING fts5("name", tokenize = 'trigram case_sensitive 1');
-- new: trigger device_categories_search_insert
CREATE TRIGGER device_categories_search_insert AFTER INSERT ON "device_categories" BEGIN
          INSERT INTO "device_categories_search" (rowid, "name") VALUES (new.id, kitroom_fold("new"."name")); END;
-- new: trigger device_categories_search_update
CREATE TRIGGER device_categories_search_update AFTER UPDATE OF "name" ON "device_categories" BEGIN
          UPDATE "device_categories_search" SET "name" = kitroom_fold("new"."name") WHERE rowid = old.id; END;
-- new: trigger device_categories_search_delete
CREATE TRIGGER device_categories_search_delete AFTER DELETE ON "device_categories" BEGIN
          DELETE FROM "device_categories_search" WHERE rowid = old.id; END;
-- new: table events_search
CREATE VIRTUAL TABLE "events_search" USING fts5("name", "location", tokenize = 'trigram case_sensitive 1');
-- new: trigger events_search_insert
CREATE TRIGGER events_search_insert AFTER INSERT ON "events" BEGIN
          INSERT INTO "events_search" (rowid, "name", "location") VALUES (new.id, kitroom_fold("new"."name"), kitroom_fold("new"."location")); END;
-- new: trigger events_search_update
CREATE TRIGGER events_search_update AFTER UPDATE OF "name", "location" ON "events" BEGIN
          UPDATE "events_search" SET "name" = kitroom_fold("new"."name"), "location" = kitroom_fold("new"."location") WHERE rowid = old.id; END;
-- new: trigger events_search_delete
CREATE TRIGGER events_search_delete AFTER DELETE ON "events" BEGIN
          DELETE FROM "events_search" WHERE rowid = old.id; END;
-- new: table spaces_search
CREATE VIRTUAL TABLE "spaces_search" USING fts5("name", tokenize = 'trigram case_sensitive 1');
-- new: trigger spaces_search_insert
CREATE TRIGGER spaces_search_insert AFTER INSERT ON "spaces" BEGIN
          INSERT INTO "spaces_search" (rowid, "name") VALUES (new.id, kitroom_fold("new"."name")); END;
-- new: trigger spaces_search_update
CREATE TRIGGER spaces_search_update AFTER UPDATE OF "name" ON "spaces" BEGIN
          UPDATE "spaces_search" SET "name" = kitroom_fold("new"."name") WHERE rowid = old.id; END;
-- new: trigger spaces_search_delete
CREATE TRIGGER spaces_search_delete AFTER DELETE ON "spaces" BEGIN
          DELETE FROM "spaces_search" WHERE rowid = old.id; END;
-- new: table users_search
CREATE VIRTUAL TABLE "users_search" USING fts5("name", "email", tokenize = 'trigram case_sensitive 1');
-- new: trigger users_search_insert
CREATE TRIGGER users_search_insert AFTER INSERT ON "users" BEGIN
          INSERT INTO "users_search" (rowid, "name", "email") VALUES (new.id, kitroom_fold("new"."name"), kitroom_fold("new"."email")); END;
-- new: trigger users_search_update
CREATE TRIGGER users_search_update AFTER UPDATE OF "name", "email" ON "users" BEGIN
          UPDATE "users_search" SET "name" = kitroom_fold("new"."name"), "email" = kitroom_fold("new"."email") WHERE rowid = old.id; END;
-- new: trigger users_search_delete
CREATE TRIGGER users_search_delete AFTER DELETE ON "users" BEGIN
          DELETE FROM "users_search" WHERE rowid = old.id; END;
-- new: index devices_status
CREATE INDEX devices_status ON devices(status);
-- new: index devices_base
CREATE INDEX devices_base ON devices(base);

-- 003_changes
-- new: table change_epoch
CREATE TABLE change_epoch (epoch TEXT NOT NULL);
-- new: table change_lists
CREATE TABLE change_lists (list INTEGER PRIMARY KEY, seq INTEGER NOT NULL, pruned_through INTEGER NOT NULL);
-- new: table changes
CREATE TABLE changes (
        list INTEGER NOT NULL,
        row_id INTEGER NOT NULL,
        seq INTEGER NOT NULL,
        deleted_at TEXT,
        PRIMARY KEY (list, row_id)) WITHOUT ROWID;
-- new: trigger devices_change_insert
CREATE TRIGGER devices_change_insert AFTER INSERT ON devices BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 1;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (1, new.id, (SELECT seq FROM change_lists WHERE list = 1), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger devices_change_insert_event
CREATE TRIGGER devices_change_insert_event AFTER INSERT ON devices WHEN new.current_event_id IS NOT NULL BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 4 AND EXISTS (SELECT 1 FROM events WHERE id = new.current_event_id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 4, id, (SELECT seq FROM change_lists WHERE list = 4), NULL FROM events WHERE id = new.current_event_id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger devices_change_update
CREATE TRIGGER devices_change_update AFTER UPDATE ON devices BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 1;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (1, new.id, (SELECT seq FROM change_lists WHERE list = 1), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger devices_change_event
CREATE TRIGGER devices_change_event AFTER UPDATE OF current_event_id ON devices WHEN old.current_event_id IS NOT new.current_event_id COLLATE BINARY BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 4 AND EXISTS (SELECT 1 FROM events WHERE id = old.current_event_id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 4, id, (SELECT seq FROM change_lists WHERE list = 4), NULL FROM events WHERE id = old.current_event_id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; UPDATE change_lists SET seq = seq + 1 WHERE list = 4 AND EXISTS (SELECT 1 FROM events WHERE id = new.current_event_id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 4, id, (SELECT seq FROM change_lists WHERE list = 4), NULL FROM events WHERE id = new.current_event_id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger devices_change_delete
CREATE TRIGGER devices_change_delete AFTER DELETE ON devices BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 1;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (1, old.id, (SELECT seq FROM change_lists WHERE list = 1), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger devices_change_delete_event
CREATE TRIGGER devices_change_delete_event AFTER DELETE ON devices WHEN old.current_event_id IS NOT NULL BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 4 AND EXISTS (SELECT 1 FROM events WHERE id = old.current_event_id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 4, id, (SELECT seq FROM change_lists WHERE list = 4), NULL FROM events WHERE id = old.current_event_id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_models_change_insert
CREATE TRIGGER device_models_change_insert AFTER INSERT ON device_models BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 2;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (2, new.id, (SELECT seq FROM change_lists WHERE list = 2), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_models_change_update
CREATE TRIGGER device_models_change_update AFTER UPDATE ON device_models BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 2;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (2, new.id, (SELECT seq FROM change_lists WHERE list = 2), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_models_change_shown
CREATE TRIGGER device_models_change_shown AFTER UPDATE OF name, category_id ON device_models WHEN old.name IS NOT new.name COLLATE BINARY OR old.category_id IS NOT new.category_id COLLATE BINARY BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 1 AND EXISTS (SELECT 1 FROM devices WHERE model_type_id = new.id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 1, id, (SELECT seq FROM change_lists WHERE list = 1), NULL FROM devices WHERE model_type_id = new.id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_models_change_delete
CREATE TRIGGER device_models_change_delete AFTER DELETE ON device_models BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 2;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (2, old.id, (SELECT seq FROM change_lists WHERE list = 2), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_categories_change_insert
CREATE TRIGGER device_categories_change_insert AFTER INSERT ON device_categories BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 3;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (3, new.id, (SELECT seq FROM change_lists WHERE list = 3), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_categories_change_update
CREATE TRIGGER device_categories_change_update AFTER UPDATE ON device_categories BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 3;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (3, new.id, (SELECT seq FROM change_lists WHERE list = 3), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_categories_change_shown
CREATE TRIGGER device_categories_change_shown AFTER UPDATE OF name ON device_categories WHEN old.name IS NOT new.name COLLATE BINARY BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 2 AND EXISTS (SELECT 1 FROM device_models WHERE category_id = new.id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 2, id, (SELECT seq FROM change_lists WHERE list = 2), NULL FROM device_models WHERE category_id = new.id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; UPDATE change_lists SET seq = seq + 1 WHERE list = 1 AND EXISTS (SELECT 1 FROM devices WHERE model_type_id IN (SELECT id FROM device_models WHERE category_id = new.id));
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 1, id, (SELECT seq FROM change_lists WHERE list = 1), NULL FROM devices WHERE model_type_id IN (SELECT id FROM device_models WHERE category_id = new.id) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger device_categories_change_delete
CREATE TRIGGER device_categories_change_delete AFTER DELETE ON device_categories BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 3;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (3, old.id, (SELECT seq FROM change_lists WHERE list = 3), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger events_change_insert
CREATE TRIGGER events_change_insert AFTER INSERT ON events BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 4;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (4, new.id, (SELECT seq FROM change_lists WHERE list = 4), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger events_change_update
CREATE TRIGGER events_change_update AFTER UPDATE ON events BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 4;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (4, new.id, (SELECT seq FROM change_lists WHERE list = 4), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger events_change_shown
CREATE TRIGGER events_change_shown AFTER UPDATE OF name ON events WHEN old.name IS NOT new.name COLLATE BINARY BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 1 AND EXISTS (SELECT 1 FROM devices WHERE current_event_id = new.id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 1, id, (SELECT seq FROM change_lists WHERE list = 1), NULL FROM devices WHERE current_event_id = new.id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger events_change_delete
CREATE TRIGGER events_change_delete AFTER DELETE ON events BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 4;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (4, old.id, (SELECT seq FROM change_lists WHERE list = 4), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger event_settings_change_insert
CREATE TRIGGER event_settings_change_insert AFTER INSERT ON event_settings BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 5;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (5, new.id, (SELECT seq FROM change_lists WHERE list = 5), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; UPDATE change_lists SET seq = seq + 1 WHERE list = 4 AND EXISTS (SELECT 1 FROM events WHERE id = new.event_id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 4, id, (SELECT seq FROM change_lists WHERE list = 4), NULL FROM events WHERE id = new.event_id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger event_settings_change_update
CREATE TRIGGER event_settings_change_update AFTER UPDATE ON event_settings BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 5;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (5, new.id, (SELECT seq FROM change_lists WHERE list = 5), NULL) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; UPDATE change_lists SET seq = seq + 1 WHERE list = 4 AND EXISTS (SELECT 1 FROM events WHERE id = new.event_id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 4, id, (SELECT seq FROM change_lists WHERE list = 4), NULL FROM events WHERE id = new.event_id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: trigger event_settings_change_delete
CREATE TRIGGER event_settings_change_delete AFTER DELETE ON event_settings BEGIN UPDATE change_lists SET seq = seq + 1 WHERE list = 5;
    INSERT INTO changes (list, row_id, seq, deleted_at) VALUES (5, old.id, (SELECT seq FROM change_lists WHERE list = 5), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; UPDATE change_lists SET seq = seq + 1 WHERE list = 4 AND EXISTS (SELECT 1 FROM events WHERE id = old.event_id);
    INSERT INTO changes (list, row_id, seq, deleted_at) SELECT 4, id, (SELECT seq FROM change_lists WHERE list = 4), NULL FROM events WHERE id = old.event_id ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at; END;
-- new: change list 1
(1, 0, 0)
-- new: change list 2
(2, 0, 0)
-- new: change list 3
(3, 0, 0)
-- new: change list 4
(4, 0, 0)
-- new: change list 5
(5, 0, 0)

-- 004_search_fold
-- new: table search_fold
CREATE TABLE search_fold (version INTEGER NOT NULL);

-- 005_autoincrement
-- changed: table users
CREATE TABLE "users" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        phone_number TEXT,
        password_hash TEXT NOT NULL,
        is_admin INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- new: table sqlite_sequence
CREATE TABLE sqlite_sequence(name,seq);
-- changed: table tokens
CREATE TABLE "tokens" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL);
-- changed: table device_categories
CREATE TABLE "device_categories" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL COLLATE NOCASE UNIQUE,
        description TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- changed: table device_models
CREATE TABLE "device_models" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL COLLATE NOCASE UNIQUE,
        description TEXT NOT NULL DEFAULT '',
        category_id INTEGER REFERENCES device_categories(id) ON DELETE RESTRICT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- changed: table event_images
CREATE TABLE "event_images" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        file_name TEXT NOT NULL UNIQUE,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TEXT NOT NULL);
-- changed: table events
CREATE TABLE "events" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        start_date TEXT NOT NULL,
        end_date TEXT NOT NULL,
        timezone_id TEXT NOT NULL,
        location TEXT NOT NULL DEFAULT '',
        default_language TEXT NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        max_capacity REAL NOT NULL DEFAULT 0,
        capacity INTEGER NOT NULL DEFAULT 0,
        image INTEGER REFERENCES event_images(id) ON DELETE SET NULL,
        background_image INTEGER REFERENCES event_images(id) ON DELETE SET NULL,
        is_published INTEGER NOT NULL DEFAULT 1,
        base_cost REAL NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- changed: table event_settings
CREATE TABLE "event_settings" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id INTEGER NOT NULL UNIQUE REFERENCES events(id) ON DELETE CASCADE,
        live_interactions INTEGER NOT NULL DEFAULT 0,
        updated_at TEXT NOT NULL);
-- changed: table event_managers
CREATE TABLE "event_managers" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        UNIQUE (event_id, user_id));
-- changed: table participating_fields
CREATE TABLE "participating_fields" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        type TEXT NOT NULL);
-- changed: table booklets
CREATE TABLE "booklets" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id INTEGER NOT NULL UNIQUE REFERENCES events(id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        cover_image TEXT,
        is_published INTEGER NOT NULL DEFAULT 0,
        configuration TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- changed: table devices
CREATE TABLE "devices" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        serial_id TEXT UNIQUE,
        mac_address TEXT,
        firmware_version TEXT NOT NULL DEFAULT '',
        data_version TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL DEFAULT 'available',
        comment TEXT NOT NULL DEFAULT '',
        model_type_id INTEGER REFERENCES device_models(id) ON DELETE RESTRICT,
        current_event_id INTEGER REFERENCES events(id) ON DELETE SET NULL,
        current_exhibitor_name TEXT NOT NULL DEFAULT '',
        key_tag TEXT NOT NULL DEFAULT '',
        base TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- changed: table spaces
CREATE TABLE "spaces" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        slug TEXT NOT NULL UNIQUE,
        capacity INTEGER NOT NULL DEFAULT 0,
        current_count INTEGER NOT NULL DEFAULT 0,
        website TEXT,
        facebook TEXT,
        phone_number TEXT,
        user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        premium INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL);
-- changed: table subscriptions
CREATE TABLE "subscriptions" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        email TEXT NOT NULL,
        space_id INTEGER NOT NULL REFERENCES spaces(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL);

-- 006_media_release
-- changed: table event_images
CREATE TABLE "event_images" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        file_name TEXT NOT NULL UNIQUE,
        content_type TEXT NOT NULL,
        size INTEGER NOT NULL,
        created_at TEXT NOT NULL, released_at TEXT);

-- 007_email_key
-- changed: table users
CREATE TABLE "users" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        phone_number TEXT,
        password_hash TEXT NOT NULL,
        is_admin INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, email_key TEXT);
-- new: index users_email_key
CREATE UNIQUE INDEX users_email_key ON users(email_key);
-- new: table email_key_rule
CREATE TABLE email_key_rule (rule TEXT NOT NULL);

-- 009_saved_views
-- new: table saved_views
CREATE TABLE saved_views (id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        name TEXT NOT NULL COLLATE NOCASE, path TEXT NOT NULL, query TEXT NOT NULL DEFAULT '',
        sort TEXT, columns TEXT, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
        UNIQUE (user_id, name));

-- 010_roles
-- changed: table users
CREATE TABLE "users" (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        phone_number TEXT,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL, email_key TEXT, role TEXT CHECK (role IN ('admin', 'staff')));

-- 011_history
-- new: table history_operations
CREATE TABLE history_operations (id INTEGER PRIMARY KEY AUTOINCREMENT, at TEXT NOT NULL, user_id INTEGER NOT NULL,
    user_name TEXT NOT NULL, operation TEXT NOT NULL, record_count INTEGER NOT NULL DEFAULT 0,
    change_count INTEGER NOT NULL DEFAULT 0);
-- new: index history_operations_by_user
CREATE INDEX history_operations_by_user ON history_operations (user_id, id);
-- new: index history_operations_by_name
CREATE INDEX history_operations_by_name ON history_operations (operation, id);
-- new: table history_changes
CREATE TABLE history_changes (operation_id INTEGER NOT NULL, kind TEXT NOT NULL, record_id INTEGER NOT NULL,
    field TEXT NOT NULL, before TEXT, after TEXT, PRIMARY KEY (operation_id, kind, record_id, field)) WITHOUT ROWID;
-- new: index history_changes_by_record
CREATE INDEX history_changes_by_record ON history_changes (kind, record_id, operation_id);
-- new: table history_current
CREATE TABLE history_current (operation_id INTEGER NOT NULL);
-- new: trigger devices_history_insert
CREATE TRIGGER devices_history_insert AFTER INSERT ON devices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'device', new.id, '*', NULL, json_object('name', new.name, 'serial_id', new.serial_id, 'mac_address', new.mac_address, 'firmware_version', new.firmware_version, 'data_version', new.data_version, 'status', new.status, 'comment', new.comment, 'model_type_id', new.model_type_id, 'current_event_id', new.current_event_id, 'current_exhibitor_name', new.current_exhibitor_name, 'key_tag', new.key_tag, 'base', new.base, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_name
CREATE TRIGGER devices_history_update_name AFTER UPDATE OF name ON devices FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'name', json_quote(old.name), json_quote(new.name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_serial_id
CREATE TRIGGER devices_history_update_serial_id AFTER UPDATE OF serial_id ON devices FOR EACH ROW WHEN old.serial_id IS NOT new.serial_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'serial_id', json_quote(old.serial_id), json_quote(new.serial_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_mac_address
CREATE TRIGGER devices_history_update_mac_address AFTER UPDATE OF mac_address ON devices FOR EACH ROW WHEN old.mac_address IS NOT new.mac_address COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'mac_address', json_quote(old.mac_address), json_quote(new.mac_address) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_firmware_version
CREATE TRIGGER devices_history_update_firmware_version AFTER UPDATE OF firmware_version ON devices FOR EACH ROW WHEN old.firmware_version IS NOT new.firmware_version COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'firmware_version', json_quote(old.firmware_version), json_quote(new.firmware_version) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_data_version
CREATE TRIGGER devices_history_update_data_version AFTER UPDATE OF data_version ON devices FOR EACH ROW WHEN old.data_version IS NOT new.data_version COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'data_version', json_quote(old.data_version), json_quote(new.data_version) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_status
CREATE TRIGGER devices_history_update_status AFTER UPDATE OF status ON devices FOR EACH ROW WHEN old.status IS NOT new.status COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'status', json_quote(old.status), json_quote(new.status) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_comment
CREATE TRIGGER devices_history_update_comment AFTER UPDATE OF comment ON devices FOR EACH ROW WHEN old.comment IS NOT new.comment COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'comment', json_quote(old.comment), json_quote(new.comment) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_model_type_id
CREATE TRIGGER devices_history_update_model_type_id AFTER UPDATE OF model_type_id ON devices FOR EACH ROW WHEN old.model_type_id IS NOT new.model_type_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'model_type_id', json_quote(old.model_type_id), json_quote(new.model_type_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_current_event_id
CREATE TRIGGER devices_history_update_current_event_id AFTER UPDATE OF current_event_id ON devices FOR EACH ROW WHEN old.current_event_id IS NOT new.current_event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'current_event_id', json_quote(old.current_event_id), json_quote(new.current_event_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_current_exhibitor_name
CREATE TRIGGER devices_history_update_current_exhibitor_name AFTER UPDATE OF current_exhibitor_name ON devices FOR EACH ROW WHEN old.current_exhibitor_name IS NOT new.current_exhibitor_name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'current_exhibitor_name', json_quote(old.current_exhibitor_name), json_quote(new.current_exhibitor_name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_key_tag
CREATE TRIGGER devices_history_update_key_tag AFTER UPDATE OF key_tag ON devices FOR EACH ROW WHEN old.key_tag IS NOT new.key_tag COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'key_tag', json_quote(old.key_tag), json_quote(new.key_tag) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_base
CREATE TRIGGER devices_history_update_base AFTER UPDATE OF base ON devices FOR EACH ROW WHEN old.base IS NOT new.base COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'base', json_quote(old.base), json_quote(new.base) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_update_created_at
CREATE TRIGGER devices_history_update_created_at AFTER UPDATE OF created_at ON devices FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'device', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger devices_history_delete
CREATE TRIGGER devices_history_delete AFTER DELETE ON devices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'device', old.id, '*', json_object('name', old.name, 'serial_id', old.serial_id, 'mac_address', old.mac_address, 'firmware_version', old.firmware_version, 'data_version', old.data_version, 'status', old.status, 'comment', old.comment, 'model_type_id', old.model_type_id, 'current_event_id', old.current_event_id, 'current_exhibitor_name', old.current_exhibitor_name, 'key_tag', old.key_tag, 'base', old.base, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_models_history_insert
CREATE TRIGGER device_models_history_insert AFTER INSERT ON device_models FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'model', new.id, '*', NULL, json_object('name', new.name, 'description', new.description, 'category_id', new.category_id, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_models_history_update_name
CREATE TRIGGER device_models_history_update_name AFTER UPDATE OF name ON device_models FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'model', new.id, 'name', json_quote(old.name), json_quote(new.name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_models_history_update_description
CREATE TRIGGER device_models_history_update_description AFTER UPDATE OF description ON device_models FOR EACH ROW WHEN old.description IS NOT new.description COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'model', new.id, 'description', json_quote(old.description), json_quote(new.description) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_models_history_update_category_id
CREATE TRIGGER device_models_history_update_category_id AFTER UPDATE OF category_id ON device_models FOR EACH ROW WHEN old.category_id IS NOT new.category_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'model', new.id, 'category_id', json_quote(old.category_id), json_quote(new.category_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_models_history_update_created_at
CREATE TRIGGER device_models_history_update_created_at AFTER UPDATE OF created_at ON device_models FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'model', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_models_history_delete
CREATE TRIGGER device_models_history_delete AFTER DELETE ON device_models FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'model', old.id, '*', json_object('name', old.name, 'description', old.description, 'category_id', old.category_id, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_categories_history_insert
CREATE TRIGGER device_categories_history_insert AFTER INSERT ON device_categories FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'category', new.id, '*', NULL, json_object('name', new.name, 'description', new.description, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_categories_history_update_name
CREATE TRIGGER device_categories_history_update_name AFTER UPDATE OF name ON device_categories FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'category', new.id, 'name', json_quote(old.name), json_quote(new.name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_categories_history_update_description
CREATE TRIGGER device_categories_history_update_description AFTER UPDATE OF description ON device_categories FOR EACH ROW WHEN old.description IS NOT new.description COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'category', new.id, 'description', json_quote(old.description), json_quote(new.description) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_categories_history_update_created_at
CREATE TRIGGER device_categories_history_update_created_at AFTER UPDATE OF created_at ON device_categories FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'category', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger device_categories_history_delete
CREATE TRIGGER device_categories_history_delete AFTER DELETE ON device_categories FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'category', old.id, '*', json_object('name', old.name, 'description', old.description, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_insert
CREATE TRIGGER events_history_insert AFTER INSERT ON events FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event', new.id, '*', NULL, json_object('name', new.name, 'slug', new.slug, 'start_date', new.start_date, 'end_date', new.end_date, 'timezone_id', new.timezone_id, 'location', new.location, 'default_language', new.default_language, 'description', new.description, 'max_capacity', new.max_capacity, 'image', new.image, 'background_image', new.background_image, 'is_published', json(CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END), 'base_cost', new.base_cost, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_name
CREATE TRIGGER events_history_update_name AFTER UPDATE OF name ON events FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'name', json_quote(old.name), json_quote(new.name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_slug
CREATE TRIGGER events_history_update_slug AFTER UPDATE OF slug ON events FOR EACH ROW WHEN old.slug IS NOT new.slug COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'slug', json_quote(old.slug), json_quote(new.slug) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_start_date
CREATE TRIGGER events_history_update_start_date AFTER UPDATE OF start_date ON events FOR EACH ROW WHEN old.start_date IS NOT new.start_date COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'start_date', json_quote(old.start_date), json_quote(new.start_date) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_end_date
CREATE TRIGGER events_history_update_end_date AFTER UPDATE OF end_date ON events FOR EACH ROW WHEN old.end_date IS NOT new.end_date COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'end_date', json_quote(old.end_date), json_quote(new.end_date) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_timezone_id
CREATE TRIGGER events_history_update_timezone_id AFTER UPDATE OF timezone_id ON events FOR EACH ROW WHEN old.timezone_id IS NOT new.timezone_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'timezone_id', json_quote(old.timezone_id), json_quote(new.timezone_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_location
CREATE TRIGGER events_history_update_location AFTER UPDATE OF location ON events FOR EACH ROW WHEN old.location IS NOT new.location COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'location', json_quote(old.location), json_quote(new.location) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_default_language
CREATE TRIGGER events_history_update_default_language AFTER UPDATE OF default_language ON events FOR EACH ROW WHEN old.default_language IS NOT new.default_language COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'default_language', json_quote(old.default_language), json_quote(new.default_language) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_description
CREATE TRIGGER events_history_update_description AFTER UPDATE OF description ON events FOR EACH ROW WHEN old.description IS NOT new.description COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'description', json_quote(old.description), json_quote(new.description) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_max_capacity
CREATE TRIGGER events_history_update_max_capacity AFTER UPDATE OF max_capacity ON events FOR EACH ROW WHEN old.max_capacity IS NOT new.max_capacity COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'max_capacity', json_quote(old.max_capacity), json_quote(new.max_capacity) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_image
CREATE TRIGGER events_history_update_image AFTER UPDATE OF image ON events FOR EACH ROW WHEN old.image IS NOT new.image COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'image', json_quote(old.image), json_quote(new.image) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_background_image
CREATE TRIGGER events_history_update_background_image AFTER UPDATE OF background_image ON events FOR EACH ROW WHEN old.background_image IS NOT new.background_image COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'background_image', json_quote(old.background_image), json_quote(new.background_image) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_is_published
CREATE TRIGGER events_history_update_is_published AFTER UPDATE OF is_published ON events FOR EACH ROW WHEN old.is_published IS NOT new.is_published COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'is_published', CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END, CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_base_cost
CREATE TRIGGER events_history_update_base_cost AFTER UPDATE OF base_cost ON events FOR EACH ROW WHEN old.base_cost IS NOT new.base_cost COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'base_cost', json_quote(old.base_cost), json_quote(new.base_cost) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_update_created_at
CREATE TRIGGER events_history_update_created_at AFTER UPDATE OF created_at ON events FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger events_history_delete
CREATE TRIGGER events_history_delete AFTER DELETE ON events FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event', old.id, '*', json_object('name', old.name, 'slug', old.slug, 'start_date', old.start_date, 'end_date', old.end_date, 'timezone_id', old.timezone_id, 'location', old.location, 'default_language', old.default_language, 'description', old.description, 'max_capacity', old.max_capacity, 'image', old.image, 'background_image', old.background_image, 'is_published', json(CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END), 'base_cost', old.base_cost, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_settings_history_insert
CREATE TRIGGER event_settings_history_insert AFTER INSERT ON event_settings FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event_settings', new.id, '*', NULL, json_object('event_id', new.event_id, 'live_interactions', json(CASE WHEN new.live_interactions IS NULL THEN 'null' WHEN new.live_interactions THEN 'true' ELSE 'false' END)) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_settings_history_update_event_id
CREATE TRIGGER event_settings_history_update_event_id AFTER UPDATE OF event_id ON event_settings FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_settings', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_settings_history_update_live_interactions
CREATE TRIGGER event_settings_history_update_live_interactions AFTER UPDATE OF live_interactions ON event_settings FOR EACH ROW WHEN old.live_interactions IS NOT new.live_interactions COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_settings', new.id, 'live_interactions', CASE WHEN old.live_interactions IS NULL THEN 'null' WHEN old.live_interactions THEN 'true' ELSE 'false' END, CASE WHEN new.live_interactions IS NULL THEN 'null' WHEN new.live_interactions THEN 'true' ELSE 'false' END FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_settings_history_delete
CREATE TRIGGER event_settings_history_delete AFTER DELETE ON event_settings FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event_settings', old.id, '*', json_object('event_id', old.event_id, 'live_interactions', json(CASE WHEN old.live_interactions IS NULL THEN 'null' WHEN old.live_interactions THEN 'true' ELSE 'false' END)), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_managers_history_insert
CREATE TRIGGER event_managers_history_insert AFTER INSERT ON event_managers FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event_manager', new.id, '*', NULL, json_object('event_id', new.event_id, 'user_id', new.user_id, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_managers_history_update_event_id
CREATE TRIGGER event_managers_history_update_event_id AFTER UPDATE OF event_id ON event_managers FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_manager', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_managers_history_update_user_id
CREATE TRIGGER event_managers_history_update_user_id AFTER UPDATE OF user_id ON event_managers FOR EACH ROW WHEN old.user_id IS NOT new.user_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_manager', new.id, 'user_id', json_quote(old.user_id), json_quote(new.user_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_managers_history_update_created_at
CREATE TRIGGER event_managers_history_update_created_at AFTER UPDATE OF created_at ON event_managers FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_manager', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_managers_history_delete
CREATE TRIGGER event_managers_history_delete AFTER DELETE ON event_managers FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event_manager', old.id, '*', json_object('event_id', old.event_id, 'user_id', old.user_id, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_images_history_insert
CREATE TRIGGER event_images_history_insert AFTER INSERT ON event_images FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event_image', new.id, '*', NULL, json_object('file_name', new.file_name, 'content_type', new.content_type, 'size', new.size, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_images_history_update_file_name
CREATE TRIGGER event_images_history_update_file_name AFTER UPDATE OF file_name ON event_images FOR EACH ROW WHEN old.file_name IS NOT new.file_name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_image', new.id, 'file_name', json_quote(old.file_name), json_quote(new.file_name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_images_history_update_content_type
CREATE TRIGGER event_images_history_update_content_type AFTER UPDATE OF content_type ON event_images FOR EACH ROW WHEN old.content_type IS NOT new.content_type COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_image', new.id, 'content_type', json_quote(old.content_type), json_quote(new.content_type) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_images_history_update_size
CREATE TRIGGER event_images_history_update_size AFTER UPDATE OF size ON event_images FOR EACH ROW WHEN old.size IS NOT new.size COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_image', new.id, 'size', json_quote(old.size), json_quote(new.size) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_images_history_update_created_at
CREATE TRIGGER event_images_history_update_created_at AFTER UPDATE OF created_at ON event_images FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'event_image', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger event_images_history_delete
CREATE TRIGGER event_images_history_delete AFTER DELETE ON event_images FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'event_image', old.id, '*', json_object('file_name', old.file_name, 'content_type', old.content_type, 'size', old.size, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger participating_fields_history_insert
CREATE TRIGGER participating_fields_history_insert AFTER INSERT ON participating_fields FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'participating_field', new.id, '*', NULL, json_object('event_id', new.event_id, 'name', new.name, 'type', new.type) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger participating_fields_history_update_event_id
CREATE TRIGGER participating_fields_history_update_event_id AFTER UPDATE OF event_id ON participating_fields FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'participating_field', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger participating_fields_history_update_name
CREATE TRIGGER participating_fields_history_update_name AFTER UPDATE OF name ON participating_fields FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'participating_field', new.id, 'name', json_quote(old.name), json_quote(new.name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger participating_fields_history_update_type
CREATE TRIGGER participating_fields_history_update_type AFTER UPDATE OF type ON participating_fields FOR EACH ROW WHEN old.type IS NOT new.type COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'participating_field', new.id, 'type', json_quote(old.type), json_quote(new.type) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger participating_fields_history_delete
CREATE TRIGGER participating_fields_history_delete AFTER DELETE ON participating_fields FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'participating_field', old.id, '*', json_object('event_id', old.event_id, 'name', old.name, 'type', old.type), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_insert
CREATE TRIGGER booklets_history_insert AFTER INSERT ON booklets FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'booklet', new.id, '*', NULL, json_object('event_id', new.event_id, 'title', new.title, 'cover_image', new.cover_image, 'is_published', json(CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END), 'configuration', json(CASE WHEN json_valid(new.configuration) THEN json(new.configuration) ELSE json_quote(new.configuration) END), 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_update_event_id
CREATE TRIGGER booklets_history_update_event_id AFTER UPDATE OF event_id ON booklets FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'booklet', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_update_title
CREATE TRIGGER booklets_history_update_title AFTER UPDATE OF title ON booklets FOR EACH ROW WHEN old.title IS NOT new.title COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'booklet', new.id, 'title', json_quote(old.title), json_quote(new.title) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_update_cover_image
CREATE TRIGGER booklets_history_update_cover_image AFTER UPDATE OF cover_image ON booklets FOR EACH ROW WHEN old.cover_image IS NOT new.cover_image COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'booklet', new.id, 'cover_image', json_quote(old.cover_image), json_quote(new.cover_image) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_update_is_published
CREATE TRIGGER booklets_history_update_is_published AFTER UPDATE OF is_published ON booklets FOR EACH ROW WHEN old.is_published IS NOT new.is_published COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'booklet', new.id, 'is_published', CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END, CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_update_configuration
CREATE TRIGGER booklets_history_update_configuration AFTER UPDATE OF configuration ON booklets FOR EACH ROW WHEN old.configuration IS NOT new.configuration COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'booklet', new.id, 'configuration', CASE WHEN json_valid(old.configuration) THEN json(old.configuration) ELSE json_quote(old.configuration) END, CASE WHEN json_valid(new.configuration) THEN json(new.configuration) ELSE json_quote(new.configuration) END FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_update_created_at
CREATE TRIGGER booklets_history_update_created_at AFTER UPDATE OF created_at ON booklets FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'booklet', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger booklets_history_delete
CREATE TRIGGER booklets_history_delete AFTER DELETE ON booklets FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'booklet', old.id, '*', json_object('event_id', old.event_id, 'title', old.title, 'cover_image', old.cover_image, 'is_published', json(CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END), 'configuration', json(CASE WHEN json_valid(old.configuration) THEN json(old.configuration) ELSE json_quote(old.configuration) END), 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_insert
CREATE TRIGGER spaces_history_insert AFTER INSERT ON spaces FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'space', new.id, '*', NULL, json_object('name', new.name, 'slug', new.slug, 'capacity', new.capacity, 'current_count', new.current_count, 'website', new.website, 'facebook', new.facebook, 'phone_number', new.phone_number, 'user_id', new.user_id, 'premium', json(CASE WHEN new.premium IS NULL THEN 'null' WHEN new.premium THEN 'true' ELSE 'false' END), 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_name
CREATE TRIGGER spaces_history_update_name AFTER UPDATE OF name ON spaces FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'name', json_quote(old.name), json_quote(new.name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_slug
CREATE TRIGGER spaces_history_update_slug AFTER UPDATE OF slug ON spaces FOR EACH ROW WHEN old.slug IS NOT new.slug COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'slug', json_quote(old.slug), json_quote(new.slug) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_capacity
CREATE TRIGGER spaces_history_update_capacity AFTER UPDATE OF capacity ON spaces FOR EACH ROW WHEN old.capacity IS NOT new.capacity COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'capacity', json_quote(old.capacity), json_quote(new.capacity) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_current_count
CREATE TRIGGER spaces_history_update_current_count AFTER UPDATE OF current_count ON spaces FOR EACH ROW WHEN old.current_count IS NOT new.current_count COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'current_count', json_quote(old.current_count), json_quote(new.current_count) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_website
CREATE TRIGGER spaces_history_update_website AFTER UPDATE OF website ON spaces FOR EACH ROW WHEN old.website IS NOT new.website COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'website', json_quote(old.website), json_quote(new.website) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_facebook
CREATE TRIGGER spaces_history_update_facebook AFTER UPDATE OF facebook ON spaces FOR EACH ROW WHEN old.facebook IS NOT new.facebook COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'facebook', json_quote(old.facebook), json_quote(new.facebook) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_phone_number
CREATE TRIGGER spaces_history_update_phone_number AFTER UPDATE OF phone_number ON spaces FOR EACH ROW WHEN old.phone_number IS NOT new.phone_number COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'phone_number', json_quote(old.phone_number), json_quote(new.phone_number) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_user_id
CREATE TRIGGER spaces_history_update_user_id AFTER UPDATE OF user_id ON spaces FOR EACH ROW WHEN old.user_id IS NOT new.user_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'user_id', json_quote(old.user_id), json_quote(new.user_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_premium
CREATE TRIGGER spaces_history_update_premium AFTER UPDATE OF premium ON spaces FOR EACH ROW WHEN old.premium IS NOT new.premium COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'premium', CASE WHEN old.premium IS NULL THEN 'null' WHEN old.premium THEN 'true' ELSE 'false' END, CASE WHEN new.premium IS NULL THEN 'null' WHEN new.premium THEN 'true' ELSE 'false' END FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_update_created_at
CREATE TRIGGER spaces_history_update_created_at AFTER UPDATE OF created_at ON spaces FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'space', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger spaces_history_delete
CREATE TRIGGER spaces_history_delete AFTER DELETE ON spaces FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'space', old.id, '*', json_object('name', old.name, 'slug', old.slug, 'capacity', old.capacity, 'current_count', old.current_count, 'website', old.website, 'facebook', old.facebook, 'phone_number', old.phone_number, 'user_id', old.user_id, 'premium', json(CASE WHEN old.premium IS NULL THEN 'null' WHEN old.premium THEN 'true' ELSE 'false' END), 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_insert
CREATE TRIGGER users_history_insert AFTER INSERT ON users FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'user', new.id, '*', NULL, json_object('name', new.name, 'email', new.email, 'phone_number', new.phone_number, 'role', new.role, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_update_name
CREATE TRIGGER users_history_update_name AFTER UPDATE OF name ON users FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'user', new.id, 'name', json_quote(old.name), json_quote(new.name) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_update_email
CREATE TRIGGER users_history_update_email AFTER UPDATE OF email ON users FOR EACH ROW WHEN old.email IS NOT new.email COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'user', new.id, 'email', json_quote(old.email), json_quote(new.email) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_update_phone_number
CREATE TRIGGER users_history_update_phone_number AFTER UPDATE OF phone_number ON users FOR EACH ROW WHEN old.phone_number IS NOT new.phone_number COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'user', new.id, 'phone_number', json_quote(old.phone_number), json_quote(new.phone_number) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_update_role
CREATE TRIGGER users_history_update_role AFTER UPDATE OF role ON users FOR EACH ROW WHEN old.role IS NOT new.role COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'user', new.id, 'role', json_quote(old.role), json_quote(new.role) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_update_created_at
CREATE TRIGGER users_history_update_created_at AFTER UPDATE OF created_at ON users FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'user', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_update_password
CREATE TRIGGER users_history_update_password AFTER UPDATE OF password_hash ON users FOR EACH ROW WHEN old.password_hash IS NOT new.password_hash COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'user', new.id, 'password', NULL, NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger users_history_delete
CREATE TRIGGER users_history_delete AFTER DELETE ON users FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'user', old.id, '*', json_object('name', old.name, 'email', old.email, 'phone_number', old.phone_number, 'role', old.role, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger subscriptions_history_insert
CREATE TRIGGER subscriptions_history_insert AFTER INSERT ON subscriptions FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'subscription', new.id, '*', NULL, json_object('space_id', new.space_id, 'created_at', new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger subscriptions_history_update_space_id
CREATE TRIGGER subscriptions_history_update_space_id AFTER UPDATE OF space_id ON subscriptions FOR EACH ROW WHEN old.space_id IS NOT new.space_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'subscription', new.id, 'space_id', json_quote(old.space_id), json_quote(new.space_id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger subscriptions_history_update_created_at
CREATE TRIGGER subscriptions_history_update_created_at AFTER UPDATE OF created_at ON subscriptions FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
        SELECT operation_id, 'subscription', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- new: trigger subscriptions_history_delete
CREATE TRIGGER subscriptions_history_delete AFTER DELETE ON subscriptions FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_changes (operation_id, kind, record_id, field, before, after)
    SELECT operation_id, 'subscription', old.id, '*', json_object('space_id', old.space_id, 'created_at', old.created_at), NULL FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;

-- 012_history_chain
-- changed: table history_changes
CREATE TABLE history_changes (operation_id INTEGER NOT NULL, kind TEXT NOT NULL, record_id INTEGER NOT NULL,
    field TEXT NOT NULL, before TEXT, after TEXT, previous_id INTEGER, PRIMARY KEY (operation_id, kind, record_id, field)) WITHOUT ROWID;
-- new: table history_records
CREATE TABLE history_records (kind TEXT NOT NULL, record_id INTEGER NOT NULL, operation_id INTEGER NOT NULL,
    previous_id INTEGER, PRIMARY KEY (kind, record_id)) WITHOUT ROWID;
-- changed: trigger devices_history_insert
CREATE TRIGGER devices_history_insert AFTER INSERT ON devices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, '*', NULL, json_object('name', new.name, 'serial_id', new.serial_id, 'mac_address', new.mac_address, 'firmware_version', new.firmware_version, 'data_version', new.data_version, 'status', new.status, 'comment', new.comment, 'model_type_id', new.model_type_id, 'current_event_id', new.current_event_id, 'current_exhibitor_name', new.current_exhibitor_name, 'key_tag', new.key_tag, 'base', new.base, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_name
CREATE TRIGGER devices_history_update_name AFTER UPDATE OF name ON devices FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'name', json_quote(old.name), json_quote(new.name), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_serial_id
CREATE TRIGGER devices_history_update_serial_id AFTER UPDATE OF serial_id ON devices FOR EACH ROW WHEN old.serial_id IS NOT new.serial_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'serial_id', json_quote(old.serial_id), json_quote(new.serial_id), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_mac_address
CREATE TRIGGER devices_history_update_mac_address AFTER UPDATE OF mac_address ON devices FOR EACH ROW WHEN old.mac_address IS NOT new.mac_address COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'mac_address', json_quote(old.mac_address), json_quote(new.mac_address), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_firmware_version
CREATE TRIGGER devices_history_update_firmware_version AFTER UPDATE OF firmware_version ON devices FOR EACH ROW WHEN old.firmware_version IS NOT new.firmware_version COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'firmware_version', json_quote(old.firmware_version), json_quote(new.firmware_version), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_data_version
CREATE TRIGGER devices_history_update_data_version AFTER UPDATE OF data_version ON devices FOR EACH ROW WHEN old.data_version IS NOT new.data_version COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'data_version', json_quote(old.data_version), json_quote(new.data_version), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_status
CREATE TRIGGER devices_history_update_status AFTER UPDATE OF status ON devices FOR EACH ROW WHEN old.status IS NOT new.status COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'status', json_quote(old.status), json_quote(new.status), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_comment
CREATE TRIGGER devices_history_update_comment AFTER UPDATE OF comment ON devices FOR EACH ROW WHEN old.comment IS NOT new.comment COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'comment', json_quote(old.comment), json_quote(new.comment), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_model_type_id
CREATE TRIGGER devices_history_update_model_type_id AFTER UPDATE OF model_type_id ON devices FOR EACH ROW WHEN old.model_type_id IS NOT new.model_type_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'model_type_id', json_quote(old.model_type_id), json_quote(new.model_type_id), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_current_event_id
CREATE TRIGGER devices_history_update_current_event_id AFTER UPDATE OF current_event_id ON devices FOR EACH ROW WHEN old.current_event_id IS NOT new.current_event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'current_event_id', json_quote(old.current_event_id), json_quote(new.current_event_id), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_current_exhibitor_name
CREATE TRIGGER devices_history_update_current_exhibitor_name AFTER UPDATE OF current_exhibitor_name ON devices FOR EACH ROW WHEN old.current_exhibitor_name IS NOT new.current_exhibitor_name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'current_exhibitor_name', json_quote(old.current_exhibitor_name), json_quote(new.current_exhibitor_name), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_key_tag
CREATE TRIGGER devices_history_update_key_tag AFTER UPDATE OF key_tag ON devices FOR EACH ROW WHEN old.key_tag IS NOT new.key_tag COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'key_tag', json_quote(old.key_tag), json_quote(new.key_tag), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_base
CREATE TRIGGER devices_history_update_base AFTER UPDATE OF base ON devices FOR EACH ROW WHEN old.base IS NOT new.base COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'base', json_quote(old.base), json_quote(new.base), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_update_created_at
CREATE TRIGGER devices_history_update_created_at AFTER UPDATE OF created_at ON devices FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger devices_history_delete
CREATE TRIGGER devices_history_delete AFTER DELETE ON devices FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'device', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'device', old.id, '*', json_object('name', old.name, 'serial_id', old.serial_id, 'mac_address', old.mac_address, 'firmware_version', old.firmware_version, 'data_version', old.data_version, 'status', old.status, 'comment', old.comment, 'model_type_id', old.model_type_id, 'current_event_id', old.current_event_id, 'current_exhibitor_name', old.current_exhibitor_name, 'key_tag', old.key_tag, 'base', old.base, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'device' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_models_history_insert
CREATE TRIGGER device_models_history_insert AFTER INSERT ON device_models FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'model', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'model', new.id, '*', NULL, json_object('name', new.name, 'description', new.description, 'category_id', new.category_id, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'model' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_models_history_update_name
CREATE TRIGGER device_models_history_update_name AFTER UPDATE OF name ON device_models FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'model', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'model', new.id, 'name', json_quote(old.name), json_quote(new.name), (SELECT previous_id FROM history_records WHERE kind = 'model' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_models_history_update_description
CREATE TRIGGER device_models_history_update_description AFTER UPDATE OF description ON device_models FOR EACH ROW WHEN old.description IS NOT new.description COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'model', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'model', new.id, 'description', json_quote(old.description), json_quote(new.description), (SELECT previous_id FROM history_records WHERE kind = 'model' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_models_history_update_category_id
CREATE TRIGGER device_models_history_update_category_id AFTER UPDATE OF category_id ON device_models FOR EACH ROW WHEN old.category_id IS NOT new.category_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'model', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'model', new.id, 'category_id', json_quote(old.category_id), json_quote(new.category_id), (SELECT previous_id FROM history_records WHERE kind = 'model' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_models_history_update_created_at
CREATE TRIGGER device_models_history_update_created_at AFTER UPDATE OF created_at ON device_models FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'model', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'model', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'model' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_models_history_delete
CREATE TRIGGER device_models_history_delete AFTER DELETE ON device_models FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'model', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'model', old.id, '*', json_object('name', old.name, 'description', old.description, 'category_id', old.category_id, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'model' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_categories_history_insert
CREATE TRIGGER device_categories_history_insert AFTER INSERT ON device_categories FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'category', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'category', new.id, '*', NULL, json_object('name', new.name, 'description', new.description, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'category' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_categories_history_update_name
CREATE TRIGGER device_categories_history_update_name AFTER UPDATE OF name ON device_categories FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'category', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'category', new.id, 'name', json_quote(old.name), json_quote(new.name), (SELECT previous_id FROM history_records WHERE kind = 'category' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_categories_history_update_description
CREATE TRIGGER device_categories_history_update_description AFTER UPDATE OF description ON device_categories FOR EACH ROW WHEN old.description IS NOT new.description COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'category', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'category', new.id, 'description', json_quote(old.description), json_quote(new.description), (SELECT previous_id FROM history_records WHERE kind = 'category' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_categories_history_update_created_at
CREATE TRIGGER device_categories_history_update_created_at AFTER UPDATE OF created_at ON device_categories FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'category', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'category', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'category' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger device_categories_history_delete
CREATE TRIGGER device_categories_history_delete AFTER DELETE ON device_categories FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'category', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'category', old.id, '*', json_object('name', old.name, 'description', old.description, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'category' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_insert
CREATE TRIGGER events_history_insert AFTER INSERT ON events FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, '*', NULL, json_object('name', new.name, 'slug', new.slug, 'start_date', new.start_date, 'end_date', new.end_date, 'timezone_id', new.timezone_id, 'location', new.location, 'default_language', new.default_language, 'description', new.description, 'max_capacity', new.max_capacity, 'image', new.image, 'background_image', new.background_image, 'is_published', json(CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END), 'base_cost', new.base_cost, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_name
CREATE TRIGGER events_history_update_name AFTER UPDATE OF name ON events FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'name', json_quote(old.name), json_quote(new.name), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_slug
CREATE TRIGGER events_history_update_slug AFTER UPDATE OF slug ON events FOR EACH ROW WHEN old.slug IS NOT new.slug COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'slug', json_quote(old.slug), json_quote(new.slug), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_start_date
CREATE TRIGGER events_history_update_start_date AFTER UPDATE OF start_date ON events FOR EACH ROW WHEN old.start_date IS NOT new.start_date COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'start_date', json_quote(old.start_date), json_quote(new.start_date), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_end_date
CREATE TRIGGER events_history_update_end_date AFTER UPDATE OF end_date ON events FOR EACH ROW WHEN old.end_date IS NOT new.end_date COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'end_date', json_quote(old.end_date), json_quote(new.end_date), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_timezone_id
CREATE TRIGGER events_history_update_timezone_id AFTER UPDATE OF timezone_id ON events FOR EACH ROW WHEN old.timezone_id IS NOT new.timezone_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'timezone_id', json_quote(old.timezone_id), json_quote(new.timezone_id), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_location
CREATE TRIGGER events_history_update_location AFTER UPDATE OF location ON events FOR EACH ROW WHEN old.location IS NOT new.location COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'location', json_quote(old.location), json_quote(new.location), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_default_language
CREATE TRIGGER events_history_update_default_language AFTER UPDATE OF default_language ON events FOR EACH ROW WHEN old.default_language IS NOT new.default_language COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'default_language', json_quote(old.default_language), json_quote(new.default_language), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_description
CREATE TRIGGER events_history_update_description AFTER UPDATE OF description ON events FOR EACH ROW WHEN old.description IS NOT new.description COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'description', json_quote(old.description), json_quote(new.description), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_max_capacity
CREATE TRIGGER events_history_update_max_capacity AFTER UPDATE OF max_capacity ON events FOR EACH ROW WHEN old.max_capacity IS NOT new.max_capacity COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'max_capacity', json_quote(old.max_capacity), json_quote(new.max_capacity), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_image
CREATE TRIGGER events_history_update_image AFTER UPDATE OF image ON events FOR EACH ROW WHEN old.image IS NOT new.image COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'image', json_quote(old.image), json_quote(new.image), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_background_image
CREATE TRIGGER events_history_update_background_image AFTER UPDATE OF background_image ON events FOR EACH ROW WHEN old.background_image IS NOT new.background_image COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'background_image', json_quote(old.background_image), json_quote(new.background_image), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_is_published
CREATE TRIGGER events_history_update_is_published AFTER UPDATE OF is_published ON events FOR EACH ROW WHEN old.is_published IS NOT new.is_published COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'is_published', CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END, CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END, (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_base_cost
CREATE TRIGGER events_history_update_base_cost AFTER UPDATE OF base_cost ON events FOR EACH ROW WHEN old.base_cost IS NOT new.base_cost COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'base_cost', json_quote(old.base_cost), json_quote(new.base_cost), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_update_created_at
CREATE TRIGGER events_history_update_created_at AFTER UPDATE OF created_at ON events FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger events_history_delete
CREATE TRIGGER events_history_delete AFTER DELETE ON events FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event', old.id, '*', json_object('name', old.name, 'slug', old.slug, 'start_date', old.start_date, 'end_date', old.end_date, 'timezone_id', old.timezone_id, 'location', old.location, 'default_language', old.default_language, 'description', old.description, 'max_capacity', old.max_capacity, 'image', old.image, 'background_image', old.background_image, 'is_published', json(CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END), 'base_cost', old.base_cost, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'event' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_settings_history_insert
CREATE TRIGGER event_settings_history_insert AFTER INSERT ON event_settings FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_settings', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_settings', new.id, '*', NULL, json_object('event_id', new.event_id, 'live_interactions', json(CASE WHEN new.live_interactions IS NULL THEN 'null' WHEN new.live_interactions THEN 'true' ELSE 'false' END)), (SELECT previous_id FROM history_records WHERE kind = 'event_settings' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_settings_history_update_event_id
CREATE TRIGGER event_settings_history_update_event_id AFTER UPDATE OF event_id ON event_settings FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_settings', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_settings', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id), (SELECT previous_id FROM history_records WHERE kind = 'event_settings' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_settings_history_update_live_interactions
CREATE TRIGGER event_settings_history_update_live_interactions AFTER UPDATE OF live_interactions ON event_settings FOR EACH ROW WHEN old.live_interactions IS NOT new.live_interactions COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_settings', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_settings', new.id, 'live_interactions', CASE WHEN old.live_interactions IS NULL THEN 'null' WHEN old.live_interactions THEN 'true' ELSE 'false' END, CASE WHEN new.live_interactions IS NULL THEN 'null' WHEN new.live_interactions THEN 'true' ELSE 'false' END, (SELECT previous_id FROM history_records WHERE kind = 'event_settings' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_settings_history_delete
CREATE TRIGGER event_settings_history_delete AFTER DELETE ON event_settings FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_settings', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_settings', old.id, '*', json_object('event_id', old.event_id, 'live_interactions', json(CASE WHEN old.live_interactions IS NULL THEN 'null' WHEN old.live_interactions THEN 'true' ELSE 'false' END)), NULL, (SELECT previous_id FROM history_records WHERE kind = 'event_settings' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_managers_history_insert
CREATE TRIGGER event_managers_history_insert AFTER INSERT ON event_managers FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_manager', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_manager', new.id, '*', NULL, json_object('event_id', new.event_id, 'user_id', new.user_id, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'event_manager' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_managers_history_update_event_id
CREATE TRIGGER event_managers_history_update_event_id AFTER UPDATE OF event_id ON event_managers FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_manager', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_manager', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id), (SELECT previous_id FROM history_records WHERE kind = 'event_manager' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_managers_history_update_user_id
CREATE TRIGGER event_managers_history_update_user_id AFTER UPDATE OF user_id ON event_managers FOR EACH ROW WHEN old.user_id IS NOT new.user_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_manager', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_manager', new.id, 'user_id', json_quote(old.user_id), json_quote(new.user_id), (SELECT previous_id FROM history_records WHERE kind = 'event_manager' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_managers_history_update_created_at
CREATE TRIGGER event_managers_history_update_created_at AFTER UPDATE OF created_at ON event_managers FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_manager', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_manager', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'event_manager' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_managers_history_delete
CREATE TRIGGER event_managers_history_delete AFTER DELETE ON event_managers FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_manager', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_manager', old.id, '*', json_object('event_id', old.event_id, 'user_id', old.user_id, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'event_manager' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_images_history_insert
CREATE TRIGGER event_images_history_insert AFTER INSERT ON event_images FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_image', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_image', new.id, '*', NULL, json_object('file_name', new.file_name, 'content_type', new.content_type, 'size', new.size, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'event_image' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_images_history_update_file_name
CREATE TRIGGER event_images_history_update_file_name AFTER UPDATE OF file_name ON event_images FOR EACH ROW WHEN old.file_name IS NOT new.file_name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_image', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_image', new.id, 'file_name', json_quote(old.file_name), json_quote(new.file_name), (SELECT previous_id FROM history_records WHERE kind = 'event_image' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_images_history_update_content_type
CREATE TRIGGER event_images_history_update_content_type AFTER UPDATE OF content_type ON event_images FOR EACH ROW WHEN old.content_type IS NOT new.content_type COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_image', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_image', new.id, 'content_type', json_quote(old.content_type), json_quote(new.content_type), (SELECT previous_id FROM history_records WHERE kind = 'event_image' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_images_history_update_size
CREATE TRIGGER event_images_history_update_size AFTER UPDATE OF size ON event_images FOR EACH ROW WHEN old.size IS NOT new.size COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_image', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_image', new.id, 'size', json_quote(old.size), json_quote(new.size), (SELECT previous_id FROM history_records WHERE kind = 'event_image' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_images_history_update_created_at
CREATE TRIGGER event_images_history_update_created_at AFTER UPDATE OF created_at ON event_images FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_image', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_image', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'event_image' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger event_images_history_delete
CREATE TRIGGER event_images_history_delete AFTER DELETE ON event_images FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'event_image', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'event_image', old.id, '*', json_object('file_name', old.file_name, 'content_type', old.content_type, 'size', old.size, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'event_image' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger participating_fields_history_insert
CREATE TRIGGER participating_fields_history_insert AFTER INSERT ON participating_fields FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'participating_field', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'participating_field', new.id, '*', NULL, json_object('event_id', new.event_id, 'name', new.name, 'type', new.type), (SELECT previous_id FROM history_records WHERE kind = 'participating_field' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger participating_fields_history_update_event_id
CREATE TRIGGER participating_fields_history_update_event_id AFTER UPDATE OF event_id ON participating_fields FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'participating_field', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'participating_field', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id), (SELECT previous_id FROM history_records WHERE kind = 'participating_field' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger participating_fields_history_update_name
CREATE TRIGGER participating_fields_history_update_name AFTER UPDATE OF name ON participating_fields FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'participating_field', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'participating_field', new.id, 'name', json_quote(old.name), json_quote(new.name), (SELECT previous_id FROM history_records WHERE kind = 'participating_field' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger participating_fields_history_update_type
CREATE TRIGGER participating_fields_history_update_type AFTER UPDATE OF type ON participating_fields FOR EACH ROW WHEN old.type IS NOT new.type COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'participating_field', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'participating_field', new.id, 'type', json_quote(old.type), json_quote(new.type), (SELECT previous_id FROM history_records WHERE kind = 'participating_field' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger participating_fields_history_delete
CREATE TRIGGER participating_fields_history_delete AFTER DELETE ON participating_fields FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'participating_field', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'participating_field', old.id, '*', json_object('event_id', old.event_id, 'name', old.name, 'type', old.type), NULL, (SELECT previous_id FROM history_records WHERE kind = 'participating_field' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_insert
CREATE TRIGGER booklets_history_insert AFTER INSERT ON booklets FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', new.id, '*', NULL, json_object('event_id', new.event_id, 'title', new.title, 'cover_image', new.cover_image, 'is_published', json(CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END), 'configuration', json(CASE WHEN json_valid(new.configuration) THEN json(new.configuration) ELSE json_quote(new.configuration) END), 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_update_event_id
CREATE TRIGGER booklets_history_update_event_id AFTER UPDATE OF event_id ON booklets FOR EACH ROW WHEN old.event_id IS NOT new.event_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', new.id, 'event_id', json_quote(old.event_id), json_quote(new.event_id), (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_update_title
CREATE TRIGGER booklets_history_update_title AFTER UPDATE OF title ON booklets FOR EACH ROW WHEN old.title IS NOT new.title COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', new.id, 'title', json_quote(old.title), json_quote(new.title), (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_update_cover_image
CREATE TRIGGER booklets_history_update_cover_image AFTER UPDATE OF cover_image ON booklets FOR EACH ROW WHEN old.cover_image IS NOT new.cover_image COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', new.id, 'cover_image', json_quote(old.cover_image), json_quote(new.cover_image), (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_update_is_published
CREATE TRIGGER booklets_history_update_is_published AFTER UPDATE OF is_published ON booklets FOR EACH ROW WHEN old.is_published IS NOT new.is_published COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', new.id, 'is_published', CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END, CASE WHEN new.is_published IS NULL THEN 'null' WHEN new.is_published THEN 'true' ELSE 'false' END, (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_update_configuration
CREATE TRIGGER booklets_history_update_configuration AFTER UPDATE OF configuration ON booklets FOR EACH ROW WHEN old.configuration IS NOT new.configuration COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', new.id, 'configuration', CASE WHEN json_valid(old.configuration) THEN json(old.configuration) ELSE json_quote(old.configuration) END, CASE WHEN json_valid(new.configuration) THEN json(new.configuration) ELSE json_quote(new.configuration) END, (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_update_created_at
CREATE TRIGGER booklets_history_update_created_at AFTER UPDATE OF created_at ON booklets FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger booklets_history_delete
CREATE TRIGGER booklets_history_delete AFTER DELETE ON booklets FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'booklet', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'booklet', old.id, '*', json_object('event_id', old.event_id, 'title', old.title, 'cover_image', old.cover_image, 'is_published', json(CASE WHEN old.is_published IS NULL THEN 'null' WHEN old.is_published THEN 'true' ELSE 'false' END), 'configuration', json(CASE WHEN json_valid(old.configuration) THEN json(old.configuration) ELSE json_quote(old.configuration) END), 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'booklet' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_insert
CREATE TRIGGER spaces_history_insert AFTER INSERT ON spaces FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, '*', NULL, json_object('name', new.name, 'slug', new.slug, 'capacity', new.capacity, 'current_count', new.current_count, 'website', new.website, 'facebook', new.facebook, 'phone_number', new.phone_number, 'user_id', new.user_id, 'premium', json(CASE WHEN new.premium IS NULL THEN 'null' WHEN new.premium THEN 'true' ELSE 'false' END), 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_name
CREATE TRIGGER spaces_history_update_name AFTER UPDATE OF name ON spaces FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'name', json_quote(old.name), json_quote(new.name), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_slug
CREATE TRIGGER spaces_history_update_slug AFTER UPDATE OF slug ON spaces FOR EACH ROW WHEN old.slug IS NOT new.slug COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'slug', json_quote(old.slug), json_quote(new.slug), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_capacity
CREATE TRIGGER spaces_history_update_capacity AFTER UPDATE OF capacity ON spaces FOR EACH ROW WHEN old.capacity IS NOT new.capacity COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'capacity', json_quote(old.capacity), json_quote(new.capacity), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_current_count
CREATE TRIGGER spaces_history_update_current_count AFTER UPDATE OF current_count ON spaces FOR EACH ROW WHEN old.current_count IS NOT new.current_count COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'current_count', json_quote(old.current_count), json_quote(new.current_count), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_website
CREATE TRIGGER spaces_history_update_website AFTER UPDATE OF website ON spaces FOR EACH ROW WHEN old.website IS NOT new.website COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'website', json_quote(old.website), json_quote(new.website), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_facebook
CREATE TRIGGER spaces_history_update_facebook AFTER UPDATE OF facebook ON spaces FOR EACH ROW WHEN old.facebook IS NOT new.facebook COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'facebook', json_quote(old.facebook), json_quote(new.facebook), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_phone_number
CREATE TRIGGER spaces_history_update_phone_number AFTER UPDATE OF phone_number ON spaces FOR EACH ROW WHEN old.phone_number IS NOT new.phone_number COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'phone_number', json_quote(old.phone_number), json_quote(new.phone_number), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_user_id
CREATE TRIGGER spaces_history_update_user_id AFTER UPDATE OF user_id ON spaces FOR EACH ROW WHEN old.user_id IS NOT new.user_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'user_id', json_quote(old.user_id), json_quote(new.user_id), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_premium
CREATE TRIGGER spaces_history_update_premium AFTER UPDATE OF premium ON spaces FOR EACH ROW WHEN old.premium IS NOT new.premium COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'premium', CASE WHEN old.premium IS NULL THEN 'null' WHEN old.premium THEN 'true' ELSE 'false' END, CASE WHEN new.premium IS NULL THEN 'null' WHEN new.premium THEN 'true' ELSE 'false' END, (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_update_created_at
CREATE TRIGGER spaces_history_update_created_at AFTER UPDATE OF created_at ON spaces FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger spaces_history_delete
CREATE TRIGGER spaces_history_delete AFTER DELETE ON spaces FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'space', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'space', old.id, '*', json_object('name', old.name, 'slug', old.slug, 'capacity', old.capacity, 'current_count', old.current_count, 'website', old.website, 'facebook', old.facebook, 'phone_number', old.phone_number, 'user_id', old.user_id, 'premium', json(CASE WHEN old.premium IS NULL THEN 'null' WHEN old.premium THEN 'true' ELSE 'false' END), 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'space' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_insert
CREATE TRIGGER users_history_insert AFTER INSERT ON users FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', new.id, '*', NULL, json_object('name', new.name, 'email', new.email, 'phone_number', new.phone_number, 'role', new.role, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_update_name
CREATE TRIGGER users_history_update_name AFTER UPDATE OF name ON users FOR EACH ROW WHEN old.name IS NOT new.name COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', new.id, 'name', json_quote(old.name), json_quote(new.name), (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_update_email
CREATE TRIGGER users_history_update_email AFTER UPDATE OF email ON users FOR EACH ROW WHEN old.email IS NOT new.email COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', new.id, 'email', json_quote(old.email), json_quote(new.email), (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_update_phone_number
CREATE TRIGGER users_history_update_phone_number AFTER UPDATE OF phone_number ON users FOR EACH ROW WHEN old.phone_number IS NOT new.phone_number COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', new.id, 'phone_number', json_quote(old.phone_number), json_quote(new.phone_number), (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_update_role
CREATE TRIGGER users_history_update_role AFTER UPDATE OF role ON users FOR EACH ROW WHEN old.role IS NOT new.role COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', new.id, 'role', json_quote(old.role), json_quote(new.role), (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_update_created_at
CREATE TRIGGER users_history_update_created_at AFTER UPDATE OF created_at ON users FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_update_password
CREATE TRIGGER users_history_update_password AFTER UPDATE OF password_hash ON users FOR EACH ROW WHEN old.password_hash IS NOT new.password_hash COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', new.id, 'password', NULL, NULL, (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger users_history_delete
CREATE TRIGGER users_history_delete AFTER DELETE ON users FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'user', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'user', old.id, '*', json_object('name', old.name, 'email', old.email, 'phone_number', old.phone_number, 'role', old.role, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'user' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger subscriptions_history_insert
CREATE TRIGGER subscriptions_history_insert AFTER INSERT ON subscriptions FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'subscription', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'subscription', new.id, '*', NULL, json_object('space_id', new.space_id, 'created_at', new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'subscription' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger subscriptions_history_update_space_id
CREATE TRIGGER subscriptions_history_update_space_id AFTER UPDATE OF space_id ON subscriptions FOR EACH ROW WHEN old.space_id IS NOT new.space_id COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'subscription', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'subscription', new.id, 'space_id', json_quote(old.space_id), json_quote(new.space_id), (SELECT previous_id FROM history_records WHERE kind = 'subscription' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger subscriptions_history_update_created_at
CREATE TRIGGER subscriptions_history_update_created_at AFTER UPDATE OF created_at ON subscriptions FOR EACH ROW WHEN old.created_at IS NOT new.created_at COLLATE BINARY AND EXISTS (SELECT 1 FROM history_current)
      BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'subscription', new.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'subscription', new.id, 'created_at', json_quote(old.created_at), json_quote(new.created_at), (SELECT previous_id FROM history_records WHERE kind = 'subscription' AND record_id = new.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- changed: trigger subscriptions_history_delete
CREATE TRIGGER subscriptions_history_delete AFTER DELETE ON subscriptions FOR EACH ROW WHEN EXISTS (SELECT 1 FROM history_current) BEGIN INSERT INTO history_records (kind, record_id, operation_id, previous_id) SELECT 'subscription', old.id, operation_id, NULL FROM history_current
    WHERE true ON CONFLICT (kind, record_id) DO UPDATE SET
      previous_id = CASE WHEN operation_id = excluded.operation_id THEN previous_id ELSE operation_id END, operation_id = excluded.operation_id; INSERT INTO history_changes (operation_id, kind, record_id, field, before, after, previous_id)
    SELECT operation_id, 'subscription', old.id, '*', json_object('space_id', old.space_id, 'created_at', old.created_at), NULL, (SELECT previous_id FROM history_records WHERE kind = 'subscription' AND record_id = old.id) FROM history_current WHERE true ON CONFLICT (operation_id, kind, record_id, field) DO UPDATE SET after = excluded.after; END;
-- dropped: index history_changes_by_record

-- 013_login_attempts
-- new: table login_attempts
CREATE TABLE login_attempts (
      scope TEXT NOT NULL,
      key TEXT NOT NULL,
      times TEXT NOT NULL,
      last_at INTEGER NOT NULL,
      PRIMARY KEY (scope, key)) WITHOUT ROWID;
-- new: index login_attempts_last
CREATE INDEX login_attempts_last ON login_attempts(last_at);

-- 014_media_files

-- 015_change_notify

-- 016_search_words

-- 017_history_changed_fields

-- 018_trigger_plans

-- 019_history_commit_order

-- 020_device_updates_in_place

-- 021_bulk_change_writes

-- 022_kept_trigger_plans

-- 023_touched_columns
