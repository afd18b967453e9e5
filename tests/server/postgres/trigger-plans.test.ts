// The statement-level triggers' statements are planned by the rows they have (db/postgres/triggers.ts plannedBySize,
// migrations 018 and 022): on one connection, a single edit and then a change of every row. A static statement of
// plpgsql keeps the plan of its first run, made for one row: its joins over the transition tables stayed nested loops,
// and a bulk change of 20 000 devices after a single edit took minutes (the kill -9 test at 100 000). A change of a few
// rows runs with the kept plan: planning it each time cost a change of 10 devices 2 ms of its 3.4.
// auto_explain shows each nested statement's plan with the rows it was planned for.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_PLAN_ROWS } from '../../../src/server/db/postgres/triggers';
import { explainEachStatement, migratedDatabase, skipReason, underOperation, type FreshDatabase } from './database';

const AT = '2026-01-01T00:00:00.000Z';
const DEVICES = 600;
// more than a change runs with kept plans
const CATEGORIES = 2 * KEPT_PLAN_ROWS;

interface PlanNode { 'Node Type': string; 'Plan Rows': number; Plans?: PlanNode[] }

/**
 * Every scan of a transition table in the plans auto_explain sent, with the rows it was planned for; but those of the
 * test that chooses between a kept plan and EXECUTE (plannedBySize), which looks at a few rows whatever the change.
 */
function transitionScans(notices: readonly string[]): number[] {
  const planned: number[] = [];
  const walk = (node: PlanNode) => {
    if (node['Node Type'] === 'Named Tuplestore Scan') planned.push(node['Plan Rows']);
    for (const inner of node.Plans ?? []) walk(inner);
  };
  for (const notice of notices) {
    const json = notice.slice(notice.indexOf('{'));
    if (!json.startsWith('{')) continue;
    const logged = JSON.parse(json) as { 'Query Text': string; Plan: PlanNode };
    if (!logged['Query Text'].includes(`OFFSET ${KEPT_PLAN_ROWS})`)) walk(logged.Plan);
  }
  return planned;
}

describe.skipIf(skipReason !== null)(`the triggers' plans ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let client: pg.Client;
  const notices: string[] = [];

  beforeAll(async () => {
    ({ database, client } = await migratedDatabase());
    await client.query(`INSERT INTO device_categories (name, created_at, updated_at)
      SELECT 'category ' || n, '${AT}', '${AT}' FROM generate_series(1, ${CATEGORIES}) AS n`);
    await client.query(`INSERT INTO device_models (name, category_id, created_at, updated_at)
      SELECT 'model ' || id, id, '${AT}', '${AT}' FROM device_categories`);
    await client.query(`INSERT INTO devices (name, serial_id, model_type_id, created_at, updated_at)
      SELECT 'device ' || n, 'S' || n, (SELECT min(id) FROM device_models) + n % ${CATEGORIES}, '${AT}', '${AT}'
      FROM generate_series(1, ${DEVICES}) AS n`);
    await client.query(`INSERT INTO history_operations (at, user_id, user_name, operation) VALUES ('${AT}', 1, 'Ana', 'test')`);
    await explainEachStatement(client, 'json', notices);
  });
  afterAll(async () => {
    await client?.end();
    await database?.drop();
  });

  /** The transition-table scans of `statement` run under an operation (so the history triggers record it too). */
  const scansOf = (statement: string): Promise<number[]> => underOperation(client, async () => {
    notices.length = 0;
    await client.query(statement);
    return transitionScans(notices);
  });

  it('plans a change of every device for all of them after a single edit on the same connection', async () => {
    // both set the event, so that both run the events' marks (migration 023: only an UPDATE that sets it does)
    const single = await scansOf("UPDATE devices SET status = 'repairing', name = name || '!', current_event_id = NULL WHERE id = (SELECT min(id) FROM devices)");
    expect(single.length).toBeGreaterThan(3);
    expect(new Set(single)).toEqual(new Set([1]));

    const every = await scansOf("UPDATE devices SET status = 'available', name = name || '?', current_event_id = NULL");
    expect(every.length).toBe(single.length);
    expect(new Set(every)).toEqual(new Set([DEVICES]));
  });

  it('plans a renaming of every category (whose devices show its name) for all of them after a single one', async () => {
    await scansOf("UPDATE device_categories SET name = name || '!' WHERE id = (SELECT min(id) FROM device_categories)");
    const every = await scansOf("UPDATE device_categories SET name = name || '?'");
    expect(every.length).toBeGreaterThan(3);
    expect(new Set(every)).toEqual(new Set([CATEGORIES]));
  });

  it('runs a change of a few devices with the plans its connection kept from a single edit', async () => {
    const single = await scansOf("UPDATE devices SET status = 'repairing', name = name || '!' WHERE id = (SELECT min(id) FROM devices)");
    const few = await scansOf(`UPDATE devices SET status = 'available', name = name || '?' WHERE id IN (SELECT id FROM devices ORDER BY id LIMIT ${KEPT_PLAN_ROWS})`);
    // the statements a change runs are the same; each plan is the one made for the single edit, not made again
    expect(few.length).toBe(single.length);
    expect(new Set(few)).toEqual(new Set([1]));
    const more = await scansOf(`UPDATE devices SET status = 'repairing' WHERE id IN (SELECT id FROM devices ORDER BY id LIMIT ${KEPT_PLAN_ROWS + 1})`);
    expect(new Set(more)).toEqual(new Set([KEPT_PLAN_ROWS + 1]));
  });

  it('keeps no statement over a transition table in a trigger function but those of a change of a few rows', async () => {
    const { rows } = await client.query<{ name: string; source: string }>(
      "SELECT proname AS name, prosrc AS source FROM pg_proc WHERE prorettype = 'trigger'::regtype AND prolang = (SELECT oid FROM pg_language WHERE lanname = 'plpgsql')");
    expect(rows.length).toBeGreaterThan(10);
    const bySize = new RegExp(`IF EXISTS \\(SELECT 1 FROM (old|new)_rows OFFSET ${KEPT_PLAN_ROWS}\\) THEN EXECUTE \\$planned\\$[\\s\\S]*?\\$planned\\$[^;]*; ELSE [^;]*; END IF;`, 'g');
    expect(rows.filter(({ source }) => source.replace(bySize, '') !== source).length).toBeGreaterThan(10);
    const static_ = rows.filter(({ source }) => /\b(old_rows|new_rows)\b/.test(source.replace(bySize, '')));
    expect(static_.map(({ name }) => name)).toEqual([]);
  });
});
