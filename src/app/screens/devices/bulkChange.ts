// A bulk change of the selected devices, as every bulk command does it: rows marked busy, one bulk call per
// step with all the ids, the rows replaced by the server's answer, one toast with an undo that restores each
// device's previous value (one call per distinct previous value, see undoGroups.ts).
import type { CommandContext } from '../../../../commands/context';
import type { Undo } from '../../../../commands/context';
import type { BulkAnswer, Device } from '../../../contract/entities';
import type { Base, DeviceStatus } from '../../../contract/enums';
import type { Api } from '../../api/api';
import { ApiFailure } from '../../api/errors';
import type { MessageId } from '../../i18n/messageIds';
import { devices } from '../../services/lists';
import { groupByPrevious, type FieldValue, type ValueChange } from './undoGroups';

type BulkCall = (api: Api) => Promise<BulkAnswer<Device>>;

/** One device field a bulk call sets. */
export interface DeviceField<Value extends FieldValue> {
  read(device: Device): Value;
  write(api: Api, ids: readonly number[], value: Value): Promise<BulkAnswer<Device>>;
}

export const eventField: DeviceField<number | null> = {
  read: (device) => device.current_event_id,
  write: (api, ids, eventId) => api.devices.assignEvent(ids, eventId),
};
export const baseField: DeviceField<Base | null> = {
  read: (device) => device.base,
  write: (api, ids, base) => api.devices.changeBase(ids, base),
};
export const modelField: DeviceField<number | null> = {
  read: (device) => device.model_type_id,
  write: (api, ids, modelId) => api.devices.changeModel(ids, modelId),
};
export const statusField: DeviceField<DeviceStatus> = {
  read: (device) => device.status,
  write: (api, ids, status) => api.devices.changeStatus(ids, status),
};

/** One bulk call of a change, and how to put back what it changed. */
export interface BulkStep {
  apply(api: Api, ids: readonly number[]): Promise<BulkAnswer<Device>>;
  /** the fewest calls that give each device its value in `before`, given what the list holds now */
  restoreCalls(ids: readonly number[], before: ReadonlyMap<number, Device>, now: (id: number) => Device | undefined): BulkCall[];
}

export function setField<Value extends FieldValue>(field: DeviceField<Value>, value: Value): BulkStep {
  return {
    apply: (api, ids) => field.write(api, ids, value),
    restoreCalls(ids, before, now) {
      const changes: ValueChange<Value>[] = [];
      for (const id of ids) {
        const previous = before.get(id);
        const current = now(id);
        // a device deleted meanwhile cannot be restored, and would make the whole bulk call fail
        if (previous && current) changes.push({ id, before: field.read(previous), now: field.read(current) });
      }
      return groupByPrevious(changes).map((group) => (api: Api) => field.write(api, group.ids, group.value));
    },
  };
}

export interface BulkChange {
  /** run in order, each with every selected id */
  steps: readonly BulkStep[];
  success: MessageId;
  /** the message when a later step fails after an earlier one succeeded, with {message} */
  partialFailure?: MessageId;
}

function describe(error: unknown, context: CommandContext): string {
  if (error instanceof ApiFailure) return error.message;
  return context.app.t('app.failed', { message: error instanceof Error ? error.message : String(error) });
}

/** Runs `change` on the selected devices; the undo it returns is also offered on the success toast. */
export async function runBulkChange(context: CommandContext, change: BulkChange): Promise<Undo | undefined> {
  const ids = context.selectedIds();
  if (ids.length === 0) return undefined;
  const before = new Map<number, Device>();
  for (const id of ids) {
    const device = devices.find(id);
    if (device) before.set(id, device);
  }
  const table = context.app.table();
  table?.setRowState(ids, { kind: 'loading' });
  let done = 0;
  try {
    for (const step of change.steps) {
      devices.replace((await step.apply(context.app.api, ids)).results);
      done += 1;
    }
  } catch (error) {
    const reason = describe(error, context);
    const message = done > 0 && change.partialFailure ? context.app.t(change.partialFailure, { message: reason }) : reason;
    table?.setRowState(ids, { kind: 'error', message });
    context.app.notify.error(message);
    return undefined;
  }
  table?.setRowState(ids, null);
  const undo: Undo = { title: 'undo.action', run: () => restore(context, ids, before, change.steps) };
  context.app.notify.success(context.app.t(change.success), undo);
  return undo;
}

/** Puts every device back, the last step first; a failure marks the rows and is thrown to the undo's caller. */
async function restore(context: CommandContext, ids: readonly number[], before: ReadonlyMap<number, Device>, steps: readonly BulkStep[]): Promise<void> {
  const table = context.app.table();
  table?.setRowState(ids, { kind: 'loading' });
  try {
    for (const step of [...steps].reverse()) {
      for (const call of step.restoreCalls(ids, before, (id) => devices.find(id))) {
        devices.replace((await call(context.app.api)).results);
      }
    }
  } catch (error) {
    table?.setRowState(ids, { kind: 'error', message: describe(error, context) });
    throw error;
  }
  table?.setRowState(ids, null);
}
