// The triggers migrations make on PostgreSQL, the counterparts of db/triggers.ts: a table's search index (pg_trgm
// over the kitroom_fold copy, fold.ts) and its change log (counters and tombstones). Statement-level triggers over
// transition tables: a bulk change of 100 000 rows runs each once, and moves its list's counter once.
import { sql, type RawBuilder } from 'kysely';

/**
 * A table's search index: `<table>_search` (id, the folded columns), a trigram GIN index on each column, which
 * migration 016 replaces by one on the columns joined (dialect.ts searchedTextSql, what a search reads): an index
 * made with this after 016 needs that index too.
 */
export function searchIndexForPostgres(table: string, columns: readonly string[]): RawBuilder<unknown>[] {
  const search = sql.table(`${table}_search`);
  const names = sql.join(columns.map((column) => sql.ref(column)));
  const folded = (row: string) => sql.join(columns.map((column) => sql`kitroom_fold(${sql.ref(`${row}.${column}`)}::text)`));
  const sync = sql.raw(`${table}_search_sync`);
  const on = (event: string, rows: string) =>
    sql`CREATE TRIGGER ${sql.raw(`${table}_search_${event.toLowerCase()}`)} AFTER ${sql.raw(event)} ON ${sql.table(table)}
      REFERENCING ${sql.raw(rows)} FOR EACH STATEMENT EXECUTE FUNCTION ${sync}()`;
  return [
    sql`CREATE TABLE ${search} (id bigint PRIMARY KEY, ${sql.join(columns.map((column) => sql`${sql.ref(column)} text`))})`,
    sql`INSERT INTO ${search} (id, ${names}) SELECT t.id, ${folded('t')} FROM ${sql.table(table)} t`,
    ...columns.map((column) => sql`CREATE INDEX ${sql.raw(`${table}_search_${column}`)} ON ${search} USING gin (${sql.ref(column)} gin_trgm_ops)`),
    searchSyncFunction(table, columns),
    on('INSERT', 'NEW TABLE AS new_rows'),
    on('UPDATE', 'OLD TABLE AS old_rows NEW TABLE AS new_rows'),
    on('DELETE', 'OLD TABLE AS old_rows'),
  ];
}

/**
 * Changes of this many rows or fewer run a trigger's statement as a static one, whose plan the connection keeps.
 * Planning every time cost a bulk change of 10 devices 2 ms of its 3.4-ms UPDATE; a plan kept from a change of
 * one row does no harm up to here (a nested loop of 64 × 64 rows).
 */
export const KEPT_PLAN_ROWS = 64;

/**
 * A statement of a trigger function that reads the transition tables, planned by the rows it has. A static statement
 * of plpgsql is planned once per connection and kept: planned for the one row of a single edit, its joins over
 * `old_rows` and `new_rows` stay nested loops, and the same connection's next change of 100 000 rows compares 10^10
 * pairs (20 000 rows took 47 s instead of 0.14 s). So a change of more than KEPT_PLAN_ROWS runs it with EXECUTE,
 * planned each time; a smaller one runs it static. It takes no plpgsql variable (EXECUTE would not see it; a static
 * statement with one is planned again its first five runs): `into` is the variable a SELECT's answer goes to.
 */
export function plannedBySize(statement: string, into?: string): string {
  if (statement.includes(PLANNED_QUOTE)) throw new Error(`A trigger statement cannot hold ${PLANNED_QUOTE}`);
  const text = statement.trim().replace(/;$/, '');
  const rows = /\bold_rows\b/.test(text) ? 'old_rows' : /\bnew_rows\b/.test(text) ? 'new_rows' : undefined;
  if (!rows) throw new Error('A statement planned by size reads a transition table');
  const answer = into ? ` INTO ${into}` : '';
  // a static SELECT whose answer is not kept is a PERFORM
  const kept = into ? text : text.replace(/^select\b/i, 'PERFORM');
  return `IF EXISTS (SELECT 1 FROM ${rows} OFFSET ${KEPT_PLAN_ROWS}) THEN EXECUTE ${PLANNED_QUOTE}${text}${PLANNED_QUOTE}${answer}; ELSE ${kept}${answer}; END IF;`;
}

const PLANNED_QUOTE = '$planned$';

/**
 * The memory of each sort and hash of a trigger's statement: a bulk change of 100 000 devices joins, sorts
 * and hashes some 15 MB of rows a step, which PostgreSQL's default (4 MB) wrote out to temporary files.
 */
export const TRIGGER_WORK_MEM = "SET work_mem = '32MB'";

/**
 * A search index's trigger function: each row's folded columns written again when any of them changed. The rows
 * whose searched columns changed are found first (none, for a change of status): joined to the index beforehand, a
 * bulk change of 10 000 devices sorted both sides to find nothing (23 ms, now 6). `touched`: an UPDATE runs that
 * only when it set one of the columns (touchedTrigger `<table>_search`; migration 023).
 */
export function searchSyncFunction(table: string, columns: readonly string[], { touched = false } = {}): RawBuilder<unknown> {
  const search = `"${table}_search"`;
  const quoted = columns.map((column) => `"${column}"`);
  const names = quoted.join(', ');
  const folded = (row: string) => quoted.map((column) => `kitroom_fold(${row}.${column}::text)`).join(', ');
  const changedAny = quoted.map((column) => `o.${column}::text IS DISTINCT FROM n.${column}::text`).join(' OR ');
  return sql.raw(`CREATE OR REPLACE FUNCTION ${table}_search_sync() RETURNS trigger LANGUAGE plpgsql ${TRIGGER_WORK_MEM} AS $sync$ BEGIN
      IF TG_OP = 'INSERT' THEN
        ${plannedBySize(`INSERT INTO ${search} (id, ${names}) SELECT n.id, ${folded('n')} FROM new_rows n`)}
      ELSIF TG_OP = 'UPDATE' THEN
        ${whenTouched(touched ? `${table}_search` : undefined, plannedBySize(`WITH renamed AS MATERIALIZED (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changedAny})
          UPDATE ${search} s SET (${names}) = (SELECT ${folded('n')}) FROM renamed n WHERE s.id = n.id`))}
      ELSE
        ${plannedBySize(`DELETE FROM ${search} WHERE id IN (SELECT id FROM old_rows)`)}
      END IF;
      RETURN NULL;
    END $sync$`);
}

/**
 * PostgreSQL refuses a column list on a trigger with transition tables, and a trigger whose work depends on a few
 * columns (a search index's, the events' marks of the devices) joined all of a statement's old and new rows to find
 * none of them changed: at 100 000 devices, a bulk change of status spent about a fifth of its UPDATE so. A statement
 * trigger BEFORE UPDATE OF those columns, which needs no transition table, marks the transaction
 * (`kitroom.touched_<name>`), and the trigger with the rows does that work only when marked, clearing the mark for
 * the next statement. A statement that fails takes its mark with it (a setting made in a failed savepoint or
 * transaction is undone). A mark is read by the statement that made it: nothing updates a table while an UPDATE of
 * it runs (its triggers are statement-level and write other tables; a cascade that updates it, an event's deletion
 * clearing its devices' event, is a statement of its own, marked and read inside the deletion).
 */
export const TOUCHED_FUNCTION: RawBuilder<unknown> = sql.raw(`CREATE OR REPLACE FUNCTION kitroom_touched() RETURNS trigger LANGUAGE plpgsql AS $touched$ BEGIN
    PERFORM set_config('kitroom.touched_' || TG_ARGV[0], 'yes', true);
    RETURN NULL;
  END $touched$`);

/** The statement trigger that marks an UPDATE of `table` setting one of `columns` for the work named `name`. */
export const touchedTrigger = (name: string, table: string, columns: readonly string[]): RawBuilder<unknown> =>
  sql.raw(`CREATE TRIGGER ${name}_touched BEFORE UPDATE OF ${columns.map((column) => `"${column}"`).join(', ')} ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION kitroom_touched('${name}')`);

/** `statements` run only when the touchedTrigger of `name` marked the statement (always, without a name). */
export function whenTouched(name: string | undefined, statements: string): string {
  if (name === undefined) return statements;
  return `IF current_setting('kitroom.touched_${name}', true) = 'yes' THEN
          PERFORM set_config('kitroom.touched_${name}', '', true);
          ${statements}
        END IF;`;
}

/** The trigger function of the change log of a synced table, its list the trigger's argument. */
export const CHANGE_LOG_TRIGGER_FUNCTION: RawBuilder<unknown> = sql.raw(`CREATE OR REPLACE FUNCTION kitroom_change_log() RETURNS trigger LANGUAGE plpgsql ${TRIGGER_WORK_MEM} AS $log$
    DECLARE marked bigint[];
    BEGIN
      IF TG_OP = 'DELETE' THEN
        ${plannedBySize('SELECT ARRAY(SELECT id FROM old_rows)', 'marked')}
      ELSE
        ${plannedBySize('SELECT ARRAY(SELECT id FROM new_rows)', 'marked')}
      END IF;
      PERFORM kitroom_mark(TG_ARGV[0]::integer, marked, TG_OP = 'DELETE');
      RETURN NULL;
    END $log$`);

/**
 * The change log's functions: `kitroom_mark(list, ids, deleted)` moves the list's counter by the number of rows
 * and writes each row under its own new number (a tombstone with its time for a deletion); `kitroom_change_log()`
 * is the trigger of a synced table, its list the trigger's argument. The counter's row stays locked until the
 * transaction ends, so two writers of one list take their numbers one after the other, in commit order (the
 * commit-ordered feed that lets lists be written at once is the next step: docs/postgres-port.md).
 */
export const CHANGE_LOG_FUNCTIONS: RawBuilder<unknown>[] = [
  sql`CREATE FUNCTION kitroom_now() RETURNS text LANGUAGE sql STABLE
    AS $now$ SELECT to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $now$`,
  sql`CREATE FUNCTION kitroom_mark(list_number integer, ids bigint[], deleted boolean) RETURNS void LANGUAGE plpgsql AS $mark$
    DECLARE
      marked bigint[] := ARRAY(SELECT DISTINCT id FROM unnest(ids) AS given(id) WHERE id IS NOT NULL ORDER BY id);
      how_many integer := cardinality(marked);
      last_seq bigint;
    BEGIN
      IF how_many = 0 THEN RETURN; END IF;
      UPDATE change_lists SET seq = seq + how_many WHERE list = list_number RETURNING seq INTO last_seq;
      INSERT INTO changes (list, row_id, seq, deleted_at)
        SELECT list_number, marked_row.id, last_seq - how_many + marked_row.n, CASE WHEN deleted THEN kitroom_now() END
        FROM unnest(marked) WITH ORDINALITY AS marked_row(id, n)
        ON CONFLICT (list, row_id) DO UPDATE SET seq = excluded.seq, deleted_at = excluded.deleted_at;
    END $mark$`,
  CHANGE_LOG_TRIGGER_FUNCTION,
];

const TRANSITION: Record<string, string> = {
  INSERT: 'NEW TABLE AS new_rows',
  UPDATE: 'OLD TABLE AS old_rows NEW TABLE AS new_rows',
  DELETE: 'OLD TABLE AS old_rows',
};

/** A statement-level trigger with the transition tables its event has (`new_rows`, `old_rows`). */
export const statementTrigger = (name: string, event: 'INSERT' | 'UPDATE' | 'DELETE', table: string, call: string) =>
  sql.raw(`CREATE TRIGGER ${name} AFTER ${event} ON ${table} REFERENCING ${TRANSITION[event]} FOR EACH STATEMENT EXECUTE FUNCTION ${call}`);

/** The change log of a synced table (as changeLogFor of db/triggers.ts): its counter and its three triggers. */
export function changeLogForPostgres(table: string, list: number): RawBuilder<unknown>[] {
  return [
    sql`INSERT INTO change_lists (list, seq, pruned_through) VALUES (${sql.lit(list)}, 0, 0)`,
    ...(['INSERT', 'UPDATE', 'DELETE'] as const).map((event) =>
      statementTrigger(`${table}_change_${event.toLowerCase()}`, event, table, `kitroom_change_log('${list}')`)),
  ];
}
