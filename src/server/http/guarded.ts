// Reading, creating and changing one object, written once for every resource: the object and its ETag come
// from a repository `find` that answers `Versioned<T>`, and a change is guarded by If-Match.
import type { Context } from 'hono';
import type { z } from 'zod';
import { writeTransaction, type Db } from '../db/database';
import { lockRowsInIdOrder, type TableWithId } from '../db/ids';
import type { Versioned } from '../db/repos/versioned';
import { bodyText, parseJson, pathId, readBody } from './body';
import { notFound, parseWith } from './errors';
import { checkIfMatch, setEtag } from './etag';

export type Find<T> = (db: Db, id: number) => Promise<Versioned<T> | undefined>;

/** Turns the stored object into the API object, for objects whose answer depends on the request (its host). */
export type Present<T> = (context: Context, object: T) => unknown;

/** The object with this id, or a 404. */
export async function found<T>(find: Find<T>, db: Db, id: number): Promise<Versioned<T>> {
  const version = await find(db, id);
  if (!version) throw notFound();
  return version;
}

/** Answers the object with its ETag. */
export function answer<T>(context: Context, version: Versioned<T>, status: 200 | 201 = 200, present?: Present<T>): Response {
  setEtag(context, version.updatedAt);
  return context.json(present ? present(context, version.object) : version.object, status);
}

/** GET of one object: find → 404 → ETag → JSON. */
export async function getOne<T>(context: Context, db: Db, find: Find<T>, present?: Present<T>): Promise<Response> {
  return answer(context, await found(find, db, pathId(context)), 200, present);
}

/** What creating and changing one kind of object share. */
export interface ObjectSpec<T, S extends z.ZodType> {
  find: Find<T>;
  schema: S;
  /** the checks that need the database (a name taken, a reference to nothing); `id` is absent on create */
  check?: (trx: Db, input: z.output<S>, id?: number) => Promise<void>;
  present?: Present<T>;
}

export interface CreateSpec<T, S extends z.ZodType> extends ObjectSpec<T, S> {
  /** answers the new id */
  insert: (trx: Db, input: z.output<S>) => Promise<number>;
}

/** POST of one object: validate the body, then check, insert and read it back in one write transaction; 201. */
export async function createOne<T, S extends z.ZodType>(context: Context, db: Db, spec: CreateSpec<T, S>): Promise<Response> {
  const input = await readBody(context, spec.schema);
  const created = await writeTransaction(db, async (trx) => {
    await spec.check?.(trx, input);
    return found(spec.find, trx, await spec.insert(trx, input));
  });
  return answer(context, created, 201, spec.present);
}

/** The row a guarded write changes: `find` reads it, and it is locked before (db/ids.ts). */
export interface GuardedRow { table: TableWithId; id: number }

/**
 * In one write transaction: lock → find → 404 → If-Match (412) → `write` → find again. The check and the write
 * share the transaction and the row's lock, so no other writer, in this process or another, can slip between them:
 * of two writes with one ETag, the second waits for the first and then sees its new version (412).
 */
export async function guardedWrite<T>(
  context: Context,
  db: Db,
  row: GuardedRow,
  find: Find<T>,
  write: (trx: Db, current: T) => Promise<void>,
): Promise<Versioned<T>> {
  const { table, id } = row;
  return writeTransaction(db, async (trx) => {
    await lockRowsInIdOrder(trx, table, [id]);
    const current = await found(find, trx, id);
    checkIfMatch(context, current.updatedAt);
    await write(trx, current.object);
    return found(find, trx, id);
  });
}

export interface UpdateSpec<T, S extends z.ZodType> extends ObjectSpec<T, S> {
  /** the table of the row `find` reads */
  table: TableWithId;
  write: (trx: Db, id: number, input: z.output<S>, current: T) => Promise<void>;
}

/**
 * PUT or PATCH of one object. As DRF: an unknown id is a 404 and a stale If-Match a 412 before the body is
 * judged, so the body is read before the write lock is taken but parsed and validated only after those checks.
 */
export async function guardedUpdate<T, S extends z.ZodType>(context: Context, db: Db, spec: UpdateSpec<T, S>): Promise<Response> {
  const id = pathId(context);
  const text = await bodyText(context);
  const updated = await guardedWrite(context, db, { table: spec.table, id }, spec.find, async (trx, current) => {
    const input = parseWith(spec.schema, parseJson(text));
    await spec.check?.(trx, input, id);
    await spec.write(trx, id, input, current);
  });
  return answer(context, updated, 200, spec.present);
}
