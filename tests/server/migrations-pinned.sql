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
