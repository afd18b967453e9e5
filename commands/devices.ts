// The bulk commands on the selected devices: assign, unassign, receive, change base, model and status. Each asks
// for its value (palette page or side panel at its route), changes every selected device in one bulk call, says
// what changed ("3 devices → Missing") and returns its undo and redo (src/app/records/bulkChange.ts).
import type { Device } from '../src/contract/entities';
import { BASES, DEVICE_STATUSES, type Base, type DeviceStatus } from '../src/contract/enums';
import type { MessageId } from '../src/app/i18n/messageIds';
import { paths } from '../src/app/paths';
import type { Api } from '../src/app/api/api';
import { runBulkChange, setField, type BulkChange, type BulkField, type BulkStep, type BulkTarget } from '../src/app/records/bulkChange';
import { devices, events, models } from '../src/app/services/lists';
import { settings } from '../src/app/state/settings';
import type { CommandContext } from './context';
import { eventDates, orderEventChoices } from './eventChoices';
import { defineCommand, type ArgumentOption } from './registry';
import { withTargets } from './targets';


function baseOptions(context: CommandContext): ArgumentOption<Base>[] {
  return BASES.map((base) => ({ value: base, label: context.app.t(`base.${base}`), keywords: base.replace('_', ' ') }));
}

function statusOptions(context: CommandContext): ArgumentOption<DeviceStatus>[] {
  return DEVICE_STATUSES.map((status) => ({ value: status, label: context.app.t(`status.${status}`), keywords: status.replace('_', ' ') }));
}

const TIMING_DETAIL = { current: 'devices.event.current', upcoming: 'devices.event.upcoming', past: 'devices.event.past' } as const;

/** Current and upcoming events first with their dates, past events after, "No event" last. */
async function eventOptions(context: CommandContext): Promise<ArgumentOption<number | null>[]> {
  await events.load();
  if (events.state.status === 'error') throw new Error(events.state.error ?? '');
  const noEvent: ArgumentOption<number | null> = { value: null, label: context.app.t('devices.noEvent'), keywords: 'none clear unassign' };
  const choices = orderEventChoices(events.state.rows).map(({ event, timing }) => ({
    value: event.id,
    label: event.name,
    detail: context.app.t(TIMING_DETAIL[timing], { dates: eventDates(event, settings.language) }),
    keywords: event.location,
  }));
  return [...choices, noEvent];
}

async function modelOptions(): Promise<ArgumentOption<number>[]> {
  await models.load();
  if (models.state.status === 'error') throw new Error(models.state.error ?? '');
  return models.state.rows.map((model) => ({ value: model.id, label: model.name, keywords: model.category?.name ?? '' }));
}

const eventField: BulkField<Device, number | null> = {
  read: (device) => device.current_event_id,
  write: (api, ids, eventId) => api.devices.assignEvent(ids, eventId),
};
const baseField: BulkField<Device, Base | null> = {
  read: (device) => device.base,
  write: (api, ids, base) => api.devices.changeBase(ids, base),
};
const modelField: BulkField<Device, number | null> = {
  read: (device) => device.model_type_id,
  write: (api, ids, modelId) => api.devices.changeModel(ids, modelId),
};
const statusField: BulkField<Device, DeviceStatus> = {
  read: (device) => device.status,
  write: (api, ids, status) => api.devices.changeStatus(ids, status),
};

const fleet: BulkTarget<Device> = { tableId: 'devices', store: devices };

/**
 * A device that changes event loses its exhibitor (the server clears it). Setting the event is one step whose undo,
 * once each device is back at its event, gives back the exhibitor it had there: one PUT per such device, with
 * If-Match, made after the bulk calls (its call reads the list as they left it).
 */
function eventStep(event: number | null): BulkStep<Device> {
  const events = setField(eventField, event);
  const exhibitorsBack = (ids: readonly number[], before: ReadonlyMap<number, Device>, now: (id: number) => Device | undefined) => async (api: Api) => {
    const results: Device[] = [];
    for (const id of ids) {
      const previous = before.get(id);
      const current = now(id);
      if (!previous || !current || previous.current_exhibitor_name === '' || current.current_event_id !== previous.current_event_id) continue;
      if (current.current_exhibitor_name === previous.current_exhibitor_name) continue;
      results.push(await api.devices.update(id, { name: current.name, current_exhibitor_name: previous.current_exhibitor_name }, current.updated_at));
    }
    return { results };
  };
  return { apply: events.apply, restoreCalls: (ids, before, now) => [...events.restoreCalls(ids, before, now), exhibitorsBack(ids, before, now)] };
}

type BulkAction = 'assign' | 'unassign' | 'receive' | 'changeBase' | 'changeModel' | 'changeStatus';

interface BulkCommandParts {
  action: BulkAction;
  key: string;
  keywords: readonly string[];
}

/** What every bulk command shares: group, scope, titles by convention, availability only with a selection. */
function bulkCommand({ action, key, keywords }: BulkCommandParts) {
  return {
    id: `devices.${action}`,
    title: `command.devices.${action}` as const satisfies MessageId,
    titleForSelection: `command.devices.${action}.selection` as const satisfies MessageId,
    titleForRow: `command.devices.${action}.row` as const satisfies MessageId,
    buttonLabel: `button.${action}` as const satisfies MessageId,
    group: 'devices' as const,
    scope: 'devices' as const,
    keys: [key],
    ...(action === 'unassign' ? {} : { route: paths.devices[action] }),
    keywords,
    when: withTargets,
  };
}

/** "Set 3 devices to Missing": a value of the command's argument offered on the palette's first page. */
const valueTitles = (action: Exclude<BulkAction, 'unassign'>) => ({
  selection: `command.devices.${action}.value.selection` as const satisfies MessageId,
  row: `command.devices.${action}.value.row` as const satisfies MessageId,
});

const eventName = (context: CommandContext, id: number | null) => (id === null ? context.app.t('devices.noEvent') : (events.find(id)?.name ?? `#${id}`));
const modelName = (id: number) => models.find(id)?.name ?? `#${id}`;

/** Runs a change unless the argument was left unchosen (the spec: nothing happens without a value). */
const changeIfChosen = (context: CommandContext, chosen: unknown, change: () => BulkChange<Device>) =>
  chosen === undefined ? undefined : runBulkChange(context, fleet, change());

export const deviceCommands = [
  defineCommand<{ event: number | null }>({
    ...bulkCommand({ action: 'assign', key: 'a', keywords: ['event', 'evento', 'atribuir', 'asignar', 'unassign'] }),
    args: { event: { title: 'command.devices.assign.choose', options: eventOptions, valueTitle: valueTitles('assign') } },
    run: (context, { event }) =>
      changeIfChosen(context, event, () => ({
        steps: [eventStep(event)],
        summary: (count) =>
          event === null ? context.app.t('devices.unassigned', { count }) : context.app.t('devices.assigned', { count, event: eventName(context, event) }),
      })),
  }),
  defineCommand({
    ...bulkCommand({ action: 'unassign', key: 'u', keywords: ['unassign', 'clear', 'remove', 'no event', 'desatribuir', 'sem evento', 'sin evento', 'quitar'] }),
    run: (context) => runBulkChange(context, fleet, { steps: [eventStep(null)], summary: (count) => context.app.t('devices.unassigned', { count }) }),
  }),
  defineCommand<{ base: Base }>({
    ...bulkCommand({ action: 'receive', key: 'r', keywords: ['return', 'back', 'receber', 'recibir', 'base'] }),
    args: { base: { title: 'command.devices.receive.choose', options: baseOptions, valueTitle: valueTitles('receive') } },
    // the spec: first the event is cleared, then (once that succeeded) the base is set
    run: (context, { base }) =>
      changeIfChosen(context, base, () => ({
        steps: [eventStep(null), setField(baseField, base)],
        summary: (count) => context.app.t('devices.received', { count, base: context.app.t(`base.${base}`) }),
        partialFailure: 'devices.receive.partial',
      })),
  }),
  defineCommand<{ base: Base }>({
    ...bulkCommand({ action: 'changeBase', key: 'b', keywords: ['base', 'location', 'localização', 'ubicación', 'move'] }),
    args: { base: { title: 'command.devices.changeBase.choose', options: baseOptions, valueTitle: valueTitles('changeBase') } },
    run: (context, { base }) => changeIfChosen(context, base, () => ({ steps: [setField(baseField, base)], summary: (count) => context.app.t('devices.baseSet', { count, base: context.app.t(`base.${base}`) }) })),
  }),
  defineCommand<{ model: number }>({
    ...bulkCommand({ action: 'changeModel', key: 'm', keywords: ['model', 'modelo', 'type'] }),
    args: { model: { title: 'command.devices.changeModel.choose', options: modelOptions, valueTitle: valueTitles('changeModel') } },
    run: (context, { model }) => changeIfChosen(context, model, () => ({ steps: [setField(modelField, model)], summary: (count) => context.app.t('devices.modelSet', { count, model: modelName(model) }) })),
  }),
  defineCommand<{ status: DeviceStatus }>({
    ...bulkCommand({ action: 'changeStatus', key: 's', keywords: ['status', 'estado', 'state'] }),
    args: { status: { title: 'command.devices.changeStatus.choose', options: statusOptions, valueTitle: valueTitles('changeStatus') } },
    run: (context, { status }) => changeIfChosen(context, status, () => ({ steps: [setField(statusField, status)], summary: (count) => context.app.t('devices.statusSet', { count, status: context.app.t(`status.${status}`) }) })),
  }),
];
