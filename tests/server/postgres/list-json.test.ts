// The device list's JSON on PostgreSQL written by this process (db/postgres/copyJson.ts, jsonBytes.ts for a page of
// more than a batch; JSON.stringify of plain rows for a smaller one): byte for byte what JSON.stringify writes of the
// devices as GET /{id} builds them (toDevice), with every control character, quotes, backslashes, non-ASCII text,
// nulls and joined names.
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgresDatabase } from '../../../src/server/db/open';
import { copyJsonItems, withNumbersInlined } from '../../../src/server/db/postgres/copyJson';
import { allDevices } from '../../../src/server/db/repos/deviceRead';
import type { Database } from '../../../src/server/db/schema';
import { readThrough } from './readThrough';
import { CompiledQuery } from 'kysely';
import { recordingPool } from './recordingPool';
import { freshDatabase, kyselyOf, skipReason, type FreshDatabase } from './database';

// every control character a PostgreSQL text can hold (not NUL)
const CONTROLS = Array.from({ length: 31 }, (_, code) => String.fromCharCode(code + 1)).join('');
const ODD_TEXTS = [`all ${CONTROLS} of them`, 'quote " back \\ slash \\" \\\\', 'é ñ ü 中文 😀 \u2028 \u2029 \u007f', '', '</script>', '\\u0041'];

describe.skipIf(skipReason !== null)(`the device list's JSON ${skipReason ? `(skipped: ${skipReason})` : ''}`, () => {
  let database: FreshDatabase;
  let db: Kysely<Database>;
  let pool: pg.Pool;
  const sent: string[] = [];

  beforeAll(async () => {
    database = await freshDatabase();
    await (await openPostgresDatabase(database.url)).close();
    db = kyselyOf<Database>(database.url, 2);
    const at = '2026-01-01T00:00:00.000Z';
    const { id: categoryId } = await db.insertInto('device_categories').values({ name: `Cat ${ODD_TEXTS[1]}`, created_at: at, updated_at: at } as never).returning('id').executeTakeFirstOrThrow();
    const { id: modelId } = await db.insertInto('device_models').values({ name: `Model ${ODD_TEXTS[2]}`, category_id: categoryId, created_at: at, updated_at: at } as never).returning('id').executeTakeFirstOrThrow();
    await sql`insert into devices (name, serial_id, mac_address, comment, key_tag, base, model_type_id, created_at, updated_at)
      select (${sql.val(ODD_TEXTS)}::text[])[1 + n % ${ODD_TEXTS.length}] || n, case when n % 3 = 0 then null else 'SN-' || n end,
        case when n % 2 = 0 then null else '00:11:22:33:44:55' end, (${sql.val(ODD_TEXTS)}::text[])[1 + (n + 1) % ${ODD_TEXTS.length}],
        'KT', case when n % 4 = 0 then null else 'lisbon' end, case when n % 5 = 0 then null else ${modelId}::bigint end,
        to_char(n, 'FM000000'), to_char(n, 'FM000000')
      from generate_series(1, 700) as n`.execute(db);
    pool = recordingPool(database.url, sent);
  });

  afterAll(async () => {
    await pool?.end();
    await db?.destroy();
    await database?.drop();
  });

  async function listed(limit: number, offset = 0): Promise<string> {
    const parts: unknown[] = [];
    sent.length = 0;
    await readThrough(pool, 'streamDevices', { limit, offset }, (part) => parts.push(part));
    return Buffer.concat(parts.slice(1) as Uint8Array[]).toString('utf8');
  }

  it('copies a page of more than a batch, byte for byte as JSON.stringify of toDevice', async () => {
    const expected = JSON.stringify(await allDevices(db));
    expect(await listed(1_000)).toBe(expected);
    expect(sent.some((text) => text.startsWith('COPY ('))).toBe(true);
    const part = JSON.stringify((await allDevices(db)).slice(100, 700));
    expect(await listed(600, 100)).toBe(part);
  });

  it('writes a page of a batch or less from plain rows, the same bytes', async () => {
    const expected = JSON.stringify((await allDevices(db)).slice(0, 300));
    expect(await listed(300)).toBe(expected);
    expect(sent.some((text) => text.startsWith('COPY'))).toBe(false);
  });

  it('answers an error in the middle of a COPY, and one whose connection ends there', async () => {
    const client = new pg.Client({ connectionString: database.url });
    client.on('error', () => {}); // the terminated connection's
    await client.connect();
    const columns = [{ key: 'n', number: true }];
    const failing = 'select n from generate_series(1, 1000) as n where 1 / (n - 500) is not null';
    await expect(copyJsonItems(client, failing, columns, () => {}, 1)).rejects.toMatchObject({ code: '22012' });
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    const { pid } = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!;
    let terminated: Promise<unknown> | undefined;
    const ended = copyJsonItems(client, 'select n from generate_series(1, 5000000) as n', columns, () => {
      terminated ??= sql`select pg_terminate_backend(${pid})`.execute(db);
    }, 1);
    await expect(ended).rejects.toThrow();
    await terminated;
    await client.end().catch(() => undefined);
  });

  it('writes in only whole numbers ≥ 0 and lists of them; any other parameter keeps the ordinary read', () => {
    expect(withNumbersInlined(CompiledQuery.raw('select unnest($1::bigint[])', [[3, 1, 2]]))).toBe("select unnest('{3,1,2}'::bigint[])");
    expect(withNumbersInlined(CompiledQuery.raw('select unnest($1::bigint[])', [[]]))).toBe("select unnest('{}'::bigint[])");
    expect(withNumbersInlined(CompiledQuery.raw('select unnest($1::bigint[])', [[1, -2]]))).toBeUndefined();
    expect(withNumbersInlined(CompiledQuery.raw('select unnest($1::text[])', [['1', 'x']]))).toBeUndefined();
    expect(withNumbersInlined(CompiledQuery.raw('select $1, $2, $10', [1, 2, 3]))).toBeUndefined();
    expect(withNumbersInlined(CompiledQuery.raw('select 1 limit $1 offset $2', [50, 0]))).toBe('select 1 limit 50 offset 0');
    expect(withNumbersInlined(CompiledQuery.raw('select $1', ["1; drop table devices"]))).toBeUndefined();
    expect(withNumbersInlined(CompiledQuery.raw('select $1', [-1]))).toBeUndefined();
    expect(withNumbersInlined(CompiledQuery.raw('select $1', [1.5]))).toBeUndefined();
  });
});
