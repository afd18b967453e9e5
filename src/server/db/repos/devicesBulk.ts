// Bulk changes and deletes: one statement each, whatever the number of ids (see ../ids.ts).
import type { Base, DeviceStatus } from '../../../contract/enums';
import { now } from '../clock';
import type { Db } from '../database';
import { inIds } from '../ids';
import { devicesByIdsJson } from './deviceRead';

/** The one field a bulk call sets. */
export type DeviceChange =
  | { status: DeviceStatus }
  | { base: Base | null }
  | { model_type_id: number | null }
  | { current_event_id: number | null };

/** Applies `change` to every device in `ids`, each getting a new updated_at; answers them all as a JSON array. */
export async function changeDevices(db: Db, ids: readonly number[], change: DeviceChange): Promise<string> {
  await db.updateTable('devices').set({ ...change, updated_at: now() }).where('id', 'in', inIds(ids)).execute();
  return devicesByIdsJson(db, ids);
}

export async function deleteDevices(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('devices').where('id', 'in', inIds(ids)).execute();
}
