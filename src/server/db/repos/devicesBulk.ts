// Bulk changes: one statement each, whatever the number of ids (see ../ids.ts).
import { sql } from 'kysely';
import type { Base, DeviceStatus } from '../../../contract/enums';
import { nextVersionSql } from '../clock';
import type { Db } from '../database';
import { idAmongSql } from '../dialect';

/** The one field a bulk call sets. */
export type DeviceChange =
  | { status: DeviceStatus }
  | { base: Base | null }
  | { model_type_id: number | null }
  | { current_event_id: number | null };

/**
 * A device moved to another event (or off its event) leaves its exhibitor behind: the name is cleared, unless the
 * device stays at the same event. SQLite reads the old current_event_id on the right of every SET.
 */
const exhibitorAfter = (change: DeviceChange) =>
  'current_event_id' in change
    ? { current_exhibitor_name: sql<string>`CASE WHEN current_event_id IS NOT DISTINCT FROM ${change.current_event_id} THEN current_exhibitor_name ELSE '' END` }
    : {};

/** Applies `change` to every device in `ids`, each getting a new updated_at. */
export async function changeDevices(db: Db, ids: readonly number[], change: DeviceChange): Promise<void> {
  await db.updateTable('devices').set({ ...change, ...exhibitorAfter(change), updated_at: nextVersionSql() }).where(idAmongSql(sql.ref('id'), ids)).execute();
}
