// The events' own commands beside create and edit (commands/records.ts): live interactions for the selected
// events (one PATCH each, shown as one result, with an undo; its page says what the events have now), and the event's page in the events admin (key o),
// which exists only when EVENTS_ADMIN_URL is configured.
import { failureMessage } from '../src/app/api/errors';
import { hasSiteLink, siteLinkOf } from '../src/app/api/siteLinks';
import { paths } from '../src/app/paths';
import { forEachRow, type RowFailure } from '../src/app/records/forEachRow';
import type { EventRow } from '../src/app/services/eventRows';
import { events } from '../src/app/services/lists';
import { Irreversible, type CommandContext, type Undo } from './context';
import { defineCommand } from './registry';
import { withTargets } from './targets';

/** The event's settings id, read from the server when the list could not tell it. */
async function settingsIdOf(context: CommandContext, event: EventRow): Promise<number> {
  if (event.settings_id !== null) return event.settings_id;
  const settings = (await context.app.api.events.settings(event.id)).results[0];
  if (!settings) throw new Error(`event ${event.id} has no settings`);
  return settings.id;
}

/** Sets live interactions on each event, a few at a time; each row shows its progress and its failure. */
async function setLive(context: CommandContext, ids: readonly number[], enabled: boolean) {
  const table = context.app.table()?.id === 'events' ? context.app.table() : null;
  const outcome = await forEachRow(
    ids,
    async (id) => {
      const event = events.find(id);
      if (!event) throw new Error(`event ${id} is not loaded`);
      const settings = await context.app.api.events.updateSettings(await settingsIdOf(context, event), enabled);
      events.replace([{ ...event, live_interactions: settings.live_interactions, settings_id: settings.id }]);
    },
    {
      nameOf: (id) => events.find(id)?.name ?? `#${id}`,
      describe: (error) => failureMessage(error, context.app.t),
      mark: (markIds, state) => table?.setRowState(markIds, state),
    },
  );
  return outcome;
}

/** What failed, and whether anything changed: one event, every event, or some of them (the others changed). */
function failureSummary(context: CommandContext, failures: readonly RowFailure[], total: number): string {
  const first = failures[0]?.message ?? '';
  if (total === 1) return context.app.t('events.live.failed', { message: first });
  if (failures.length === total) return context.app.t('events.live.allFailed', { total, message: first });
  return context.app.t('events.live.partlyFailed', { failed: failures.length, total, changed: total - failures.length });
}

/** One group of events per value they had before, so the undo puts each back. */
function previousValues(ids: readonly number[]): Map<boolean, number[]> {
  const groups = new Map<boolean, number[]>();
  for (const id of ids) {
    const before = events.find(id)?.live_interactions;
    if (before === null || before === undefined) continue;
    groups.set(before, [...(groups.get(before) ?? []), id]);
  }
  return groups;
}

/** How many of these events have live interactions on, off, or not known yet (their settings not loaded). */
export function liveNow(ids: readonly number[]): { on: number; off: number; unknown: number } {
  const now = { on: 0, off: 0, unknown: 0 };
  for (const id of ids) {
    const value = events.find(id)?.live_interactions;
    if (value === true) now.on += 1;
    else if (value === false) now.off += 1;
    else now.unknown += 1;
  }
  return now;
}

/** The page's title with what the events have now: "Set live interactions for 2 events (1 of 2 on now)", "… for Porto
 * Health Congress 2026 (off now)". */
function livePrompt(context: CommandContext): string {
  const targets = context.targets();
  const now = liveNow(targets.ids);
  if (targets.ids.length === 1) {
    const state = now.on === 1 ? 'on' : now.off === 1 ? 'off' : 'unknown';
    const name = targets.name ?? events.find(targets.ids[0] ?? -1)?.name ?? '';
    return context.app.t('events.live.now.row', { name, state });
  }
  return context.app.t('events.live.now.selection', { count: targets.ids.length, on: now.on, unknown: now.unknown });
}

/** "Current" under the value every target already has. */
function currentDetail(context: CommandContext, enabled: boolean): string | undefined {
  const ids = context.targets().ids;
  const now = liveNow(ids);
  const all = enabled ? now.on : now.off;
  return ids.length > 0 && all === ids.length ? context.app.t('events.live.now.current') : undefined;
}

const liveInteractions = defineCommand<{ enabled: boolean }>({
  id: 'events.liveInteractions',
  title: 'command.events.liveInteractions',
  buttonLabel: 'button.live',
  titleForSelection: 'command.events.liveInteractions.selection',
  titleForRow: 'command.events.liveInteractions.row',
  group: 'events',
  scope: 'events',
  keys: ['l'],
  route: paths.events.liveInteractions,
  keywords: ['live', 'interactions', 'interações', 'interacciones', 'directo', 'vivo', 'enable', 'disable'],
  when: withTargets,
  args: {
    enabled: {
      title: 'command.events.liveInteractions.choose',
      valueTitle: { selection: 'command.events.liveInteractions.value.selection', row: 'command.events.liveInteractions.value.row' },
      prompt: livePrompt,
      options: (context) => [
        { value: true, label: context.app.t('events.live.enable'), detail: currentDetail(context, true), keywords: 'on enable yes ativar activar' },
        { value: false, label: context.app.t('events.live.disable'), detail: currentDetail(context, false), keywords: 'off disable no desativar desactivar' },
      ],
    },
  },
  run: async (context, { enabled }) => {
    const ids = context.targets().ids;
    const before = previousValues(ids);
    const { done, failures } = await setLive(context, ids, enabled);
    const summary = context.app.t(enabled ? 'events.live.enabled' : 'events.live.disabled', { count: done.length });
    /** the events of the change still in the list; none left, it can no longer be undone or redone */
    const present = (group: readonly number[]) => {
      const there = group.filter((id) => done.includes(id) && events.find(id) !== undefined);
      if (there.length === 0 && group.length > 0) throw new Irreversible(context.app.t('history.rowsGone', { count: group.length }));
      return there;
    };
    const throwFirst = (outcome: Awaited<ReturnType<typeof setLive>>) => {
      if (outcome.failures[0]) throw new Error(outcome.failures[0].message);
    };
    const undo: Undo = {
      summary,
      run: async () => {
        present(done);
        for (const [value, group] of before) {
          const back = group.filter((id) => done.includes(id) && events.find(id) !== undefined);
          if (back.length > 0) throwFirst(await setLive(context, back, value));
        }
      },
      redo: async () => throwFirst(await setLive(context, present(done), enabled)),
    };
    if (failures.length === 0) {
      context.app.notify.success(summary, undo);
      return undo;
    }
    const message = failureSummary(context, failures, ids.length);
    // the events that did change can still be put back
    if (done.length > 0) context.app.notify.error(message, undo);
    else context.app.notify.error(message);
    return done.length > 0 ? undo : undefined;
  },
});

const openAdmin = defineCommand({
  id: 'events.openAdmin',
  title: 'command.events.openAdmin',
  group: 'events',
  scope: 'events',
  keys: ['o'],
  keywords: ['admin', 'external', 'administração', 'administración', 'open', 'abrir'],
  when: (context) => {
    const event = context.focusedId === null ? undefined : events.find(context.focusedId);
    if (!event) return { reason: 'events.noRow' };
    return siteLinkOf('eventsAdmin', event) ? true : { reason: 'events.unavailable.noAdmin' };
  },
  run: (context) => {
    const event = context.focusedId === null ? undefined : events.find(context.focusedId);
    const link = event && siteLinkOf('eventsAdmin', event);
    if (link) context.app.openLink(link);
  },
});

export const eventCommands = [liveInteractions, ...(hasSiteLink('eventsAdmin') ? [openAdmin] : [])];
