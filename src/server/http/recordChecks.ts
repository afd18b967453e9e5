// The checks of a record's write that need the database, declared: values no two rows may share, and ids that must
// name a row; every failure reported together, field by field, as DRF validates every field.
import { coded, type CodedError } from '../../contract/errorCodes';
import type { Db } from '../db/database';
import { valueTaken, type RecordTableName } from '../db/repos/recordTable';
import { FieldErrorList, addUnknownReferences, type Reference } from './references';

export interface RecordRules<I> {
  /** fields whose value no other row may hold (an empty value is never checked), with their error */
  unique?: ReadonlyArray<{ field: keyof I & string; error?: CodedError }>;
  /** the fields that name another table's row by id */
  references?: (input: I) => readonly Reference[];
  /** what else needs the database, after the rules above (throws its own 400) */
  check?: (trx: Db, input: I, id?: number) => Promise<void>;
}

/** The check of a create (`id` absent) or an update of one row of `table`. */
export function recordChecks<I>(table: RecordTableName, rules: RecordRules<I>) {
  return async (trx: Db, input: I, id?: number): Promise<void> => {
    const errors = new FieldErrorList();
    for (const { field, error } of rules.unique ?? []) {
      const value = input[field];
      if (value !== undefined && value !== null && value !== '' && (await valueTaken(trx, table, field, value, id))) {
        errors.add(field, error ?? coded('unique'));
      }
    }
    if (rules.references) await addUnknownReferences(trx, errors, rules.references(input));
    errors.throwIfAny();
    await rules.check?.(trx, input, id);
  };
}
