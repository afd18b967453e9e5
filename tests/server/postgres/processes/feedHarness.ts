// The harness of feed-order.property.test.ts: concurrent writers of devices (through either server process, and
// through raw connections holding their transactions open, some rolled back), a reader paging what changed while
// they write, and the judge of what the reader ended up with against the database.
import type pg from 'pg';
import type { RunningServer } from '../../killableServer';

/** One write: through a process (one device created) or through SQL (devices created or updated in one statement). */
export interface Write {
  via: 'A' | 'B' | 'sql';
  kind: 'insert' | 'update';
  /** rows of a SQL statement: one large insert takes its ids one by one while small ones may slip in between */
  rows: number;
  /** ms the SQL transaction stays open after its statement */
  holdMs: number;
  rollback: boolean;
  /** ms after the start of the round */
  startMs: number;
  /** which committed devices an update changes */
  pick: number;
}

/** What the writers did: the ids they committed and those they rolled back. */
export interface Ledger {
  committed: Set<number>;
  rolledBack: Set<number>;
}

/** A reader of the devices as a client keeps them: id → comment (every write gives each row a comment never used before). */
export interface Reader {
  /** reads once more what changed since its own cursor */
  page(): Promise<void>;
  rows: Map<number, string>;
  /** per page read, the (id, comment) it was given */
  pages: Array<Array<[number, string]>>;
}

export interface Servers { A: RunningServer; B: RunningServer }

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let written = 0;
/** a comment never used before */
const fresh = () => `w${process.pid}-${(written += 1)}`;

async function writeThroughProcess(server: RunningServer, ledger: Ledger): Promise<void> {
  const answer = await fetch(`${server.url}/api/admin/devices`, {
    method: 'POST', headers: { ...server.headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: fresh(), comment: fresh() }),
  });
  if (answer.status !== 201) throw new Error(`a device was not created: ${answer.status} ${await answer.text()}`);
  ledger.committed.add(((await answer.json()) as { id: number }).id);
}

async function writeThroughSql(pool: pg.Pool, write: Write, ledger: Ledger): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const at = new Date().toISOString();
    const comment = fresh();
    let ids: number[];
    if (write.kind === 'insert') {
      const { rows } = await client.query<{ id: string }>(`insert into devices (name, comment, created_at, updated_at)
        select $1 || '-' || n, $1 || '-' || n, $2, $2 from generate_series(1, $3::int) as n returning id`, [comment, at, write.rows]);
      ids = rows.map((row) => Number(row.id));
    } else {
      const known = [...ledger.committed];
      const chosen = known.length === 0 ? [] : Array.from({ length: Math.min(write.rows, 5) }, (_, n) => known[(write.pick + n * 7) % known.length]!);
      await client.query(`update devices set comment = $1 || '-' || id, updated_at = $2 where id = any($3::bigint[])`, [comment, at, chosen]);
      ids = [];
    }
    if (write.holdMs > 0) await pause(write.holdMs);
    if (write.rollback) {
      await client.query('ROLLBACK');
      ids.forEach((id) => ledger.rolledBack.add(id));
    } else {
      await client.query('COMMIT');
      ids.forEach((id) => ledger.committed.add(id));
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Runs every write at its time, `reader` paging all the while, then once more after the last commit. */
export async function runRound(writes: readonly Write[], servers: Servers, pool: pg.Pool, reader: Reader): Promise<Ledger> {
  const ledger: Ledger = { committed: new Set(), rolledBack: new Set() };
  let writing = true;
  const writers = Promise.all(writes.map(async (write) => {
    await pause(write.startMs);
    if (write.via === 'sql') await writeThroughSql(pool, write, ledger);
    else await writeThroughProcess(servers[write.via], ledger);
  })).finally(() => { writing = false; });
  const reading = (async () => {
    while (writing) {
      await reader.page();
      await pause(1);
    }
  })();
  await writers;
  await reading;
  await reader.page();
  await reader.page();
  return ledger;
}

/** What went wrong for a reader: committed rows it lacks or holds wrong, rolled-back rows it was given, rows given twice. */
export interface Verdict {
  /** in the database as the reader does not hold it (missed, or an older comment) */
  skipped: number[];
  /** rolled-back ids the reader was given */
  phantoms: number[];
  /** ids given by two pages with the same comment: delivered twice without having changed */
  repeats: number[];
  /** ids the writers committed that the database does not hold (a harness error) */
  lost: number[];
}

export async function judge(reader: Reader, ledger: Ledger, pool: pg.Pool): Promise<Verdict> {
  const { rows } = await pool.query<{ id: string; comment: string }>('select id, comment from devices');
  const database = new Map(rows.map((row) => [Number(row.id), row.comment]));
  const given = new Map<number, string[]>();
  for (const page of reader.pages) {
    for (const [id, comment] of page) given.set(id, [...(given.get(id) ?? []), comment]);
  }
  return {
    skipped: [...database].filter(([id, comment]) => reader.rows.get(id) !== comment).map(([id]) => id),
    phantoms: [...ledger.rolledBack].filter((id) => given.has(id)),
    repeats: [...given].filter(([, comments]) => new Set(comments).size < comments.length).map(([id]) => id),
    lost: [...ledger.committed].filter((id) => !database.has(id)),
  };
}

type DeviceRow = { id: number; comment: string };

/** The client's way: the whole list with its cursor, then `?changed_since=` from its cursor, alternately through A and B. */
export async function feedReader(servers: Servers): Promise<Reader> {
  const whole = await fetch(`${servers.A.url}/api/admin/devices?page_size=100000`, { headers: servers.A.headers });
  const list = (await whole.json()) as { results: DeviceRow[]; cursor: string };
  let cursor = list.cursor;
  const reader: Reader = { rows: new Map(list.results.map((row) => [row.id, row.comment])), pages: [], page: async () => undefined };
  let turn = 0;
  reader.page = async () => {
    const server = (turn += 1) % 2 ? servers.A : servers.B;
    const answer = await fetch(`${server.url}/api/admin/devices?changed_since=${encodeURIComponent(cursor)}`, { headers: server.headers });
    if (answer.status !== 200) throw new Error(`changed_since answered ${answer.status} ${await answer.text()}`);
    const body = (await answer.json()) as { results: DeviceRow[]; deleted: number[]; cursor: string };
    for (const id of body.deleted) reader.rows.delete(id);
    const page = body.results.map((row): [number, string] => [row.id, row.comment]);
    for (const [id, comment] of page) reader.rows.set(id, comment);
    reader.pages.push(page);
    cursor = body.cursor;
  };
  return reader;
}

/** The naive way: ids above the highest seen, as if identity values were given at commit (they are given at insert). */
export async function naiveReader(pool: pg.Pool): Promise<Reader> {
  const { rows: before } = await pool.query<{ id: string; comment: string }>('select id, comment from devices');
  const reader: Reader = { rows: new Map(before.map((row) => [Number(row.id), row.comment])), pages: [], page: async () => undefined };
  let highest = Math.max(0, ...reader.rows.keys());
  reader.page = async () => {
    const { rows } = await pool.query<{ id: string; comment: string }>('select id, comment from devices where id > $1 order by id', [highest]);
    const page = rows.map((row): [number, string] => [Number(row.id), row.comment]);
    for (const [id, comment] of page) reader.rows.set(id, comment);
    reader.pages.push(page);
    highest = Math.max(highest, ...page.map(([id]) => id));
  };
  return reader;
}
