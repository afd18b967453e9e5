// DRF's messages for ids that name nothing: one unknown reference, or unknown ids in a bulk list.
import type { FieldErrors } from '../../contract/entities';
import { badRequest } from './errors';

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
    (this.errors[field] ??= []).push(message);
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length > 0) throw badRequest(this.errors);
  }
}
