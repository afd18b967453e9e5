// DRF's messages for ids that name nothing: one unknown reference, or unknown ids in a bulk list.
import { coded, type CodedError } from '../../contract/errorCodes';
import type { Db } from '../db/database';
import { idExists, lockRowsInIdOrder, missingIds, type TableWithId } from '../db/ids';
import { FieldErrorList } from './errors';

export { FieldErrorList };

const UNKNOWN_IDS_SHOWN = 20;

/** "Unknown ids: 7, 9." — at most 20 listed, then "and N more", so a bad list of 100000 stays readable. */
export function unknownIds(ids: readonly number[]): CodedError {
  const shown = ids.slice(0, UNKNOWN_IDS_SHOWN).join(', ');
  const more = ids.length - UNKNOWN_IDS_SHOWN;
  return more > 0 ? coded('unknown_ids_more', { ids: shown, more }) : coded('unknown_ids', { ids: shown });
}

/** DRF's PrimaryKeyRelatedField message for an id with no object behind it. */
export const doesNotExist = (id: number) => coded('does_not_exist', { id });

/** A field that names a row of `table` by id; null or absent names nothing and always passes. */
export interface Reference { field: string; table: TableWithId; id: number | null | undefined }

/** Adds DRF's "does not exist" error for each reference whose id names no row. */
export async function addUnknownReferences(db: Db, errors: FieldErrorList, references: readonly Reference[]): Promise<void> {
  for (const { field, table, id } of references) {
    if (typeof id === 'number' && !(await idExists(db, table, id))) errors.add(field, doesNotExist(id));
  }
}

/** Throws the 400 of every reference whose id names no row. */
export async function requireReferences(db: Db, references: readonly Reference[]): Promise<void> {
  const errors = new FieldErrorList();
  await addUnknownReferences(db, errors, references);
  errors.throwIfAny();
}

/**
 * The check of every bulk call, before anything is written: ids that `table` does not hold (`ids`) and
 * references to nothing, reported together. Answers the ids, each once, their rows locked until the transaction ends
 * (db/ids.ts), so that what is checked is what is written.
 */
export async function checkBulkIds(db: Db, table: TableWithId, ids: readonly number[], references: readonly Reference[] = []): Promise<number[]> {
  const unique = [...new Set(ids)];
  const locked = await lockRowsInIdOrder(db, table, unique);
  const errors = new FieldErrorList();
  // every id locked is every id found: none is missing, and 100 000 of them are not looked for again
  const unknown = locked === unique.length ? [] : await missingIds(db, table, unique);
  if (unknown.length) errors.add('ids', unknownIds(unknown));
  await addUnknownReferences(db, errors, references);
  errors.throwIfAny();
  return unique;
}
