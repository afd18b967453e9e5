// The one map from a unique key of the schema to the field error a person sees (the same code the pre-checks give:
// recordChecks, the users' and spaces' checks). The pre-checks still run, for the friendly answer with every field;
// when two writers pass them at once (two PostgreSQL processes), the database's UNIQUE decides, and the loser's
// violation is answered here as if its pre-check had seen the winner. Keys are named as each database names them
// (db/dialect.ts brokenUniqueKey): SQLite `table.column`, PostgreSQL the constraint or index name.
import { coded, type CodedError, type FieldErrorCodes } from '../../contract/errorCodes';
import { brokenUniqueKey } from '../db/dialect';

interface UniqueKey { sqlite: string; postgres: string; field: string; error: CodedError }

export const UNIQUE_KEYS: readonly UniqueKey[] = [
  { sqlite: 'devices.serial_id', postgres: 'devices_serial_id_key', field: 'serial_id', error: coded('unique_device_serial') },
  { sqlite: 'users.email', postgres: 'users_email_unique', field: 'email', error: coded('unique_user_email') },
  { sqlite: 'users.email_key', postgres: 'users_email_key', field: 'email', error: coded('unique_user_email') },
  { sqlite: 'device_categories.name', postgres: 'device_categories_name_key', field: 'name', error: coded('unique_category_name') },
  { sqlite: 'device_models.name', postgres: 'device_models_name_key', field: 'name', error: coded('unique_model_name') },
  { sqlite: 'spaces.slug', postgres: 'spaces_slug_key', field: 'slug', error: coded('unique_space_slug') },
  {
    sqlite: 'event_managers.event_id, event_managers.user_id', postgres: 'event_managers_event_id_user_id_key',
    field: 'non_field_errors', error: coded('unique_event_manager'),
  },
  { sqlite: 'saved_views.user_id, saved_views.name', postgres: 'saved_views_user_id_name_key', field: 'name', error: coded('unique_view_name') },
];

/** The field error of a broken unique key of this map (a 400), or undefined (another error, or a key of no field). */
export function uniqueKeyErrors(error: unknown): FieldErrorCodes | undefined {
  const broken = brokenUniqueKey(error);
  if (broken === undefined) return undefined;
  const key = UNIQUE_KEYS.find(({ sqlite, postgres }) => broken === sqlite || broken === postgres);
  return key && { [key.field]: [key.error] };
}
