// DRF's messages for ids that name nothing: one unknown reference, or unknown ids in a bulk list.
import type { FieldErrors } from '../../contract/entities';
import type { Db } from '../db/database';
import { idExists, missingIds, type TableWithId } from '../db/ids';
import { addFieldError, badRequest } from './errors';

const UNKNOWN_IDS_SHOWN = 20;

/** "Unknown ids: 7, 9." — at most 20 listed, then "and N more", so a bad list of 100000 stays readable. */
export function unknownIdsMessage(ids: readonly number[]): string {
  const shown = ids.slice(0, UNKNOWN_IDS_SHOWN).join(', ');
  const more = ids.length - UNKNOWN_IDS_SHOWN;
  return more > 0 ? `Unknown ids: ${shown} and ${more} more.` : `Unknown ids: ${shown}.`;
}

/** DRF's PrimaryKeyRelatedField message for an id with no object behind it. */
export const doesNotExist = (id: number) => `Invalid pk "${id}" - object does not exist.`;

/** Collects field errors from several checks and throws them together as one 400, as DRF reports every field. */
export class FieldErrorList {
  private readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    addFieldError(this.errors, field, message);
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw badRequest(this.errors);
  }
}

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
 * references to nothing, reported together. Answers the ids, each once.
 */
export async function checkBulkIds(db: Db, table: TableWithId, ids: readonly number[], references: readonly Reference[] = []): Promise<number[]> {
  const unique = [...new Set(ids)];
  const errors = new FieldErrorList();
  const unknown = await missingIds(db, table, unique);
  if (unknown.length) errors.add('ids', unknownIdsMessage(unknown));
  await addUnknownReferences(db, errors, references);
  errors.throwIfAny();
  return unique;
}
