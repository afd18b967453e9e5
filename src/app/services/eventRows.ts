// The events as the app holds them: each event with its live-interactions setting beside it (the API keeps that
// in a separate event-settings object), so that the table shows it and a change re-renders its row.
import type { EventSettings, KitroomEvent } from '../../contract/entities';
import type { Api } from '../api/api';
import { carryVersion } from '../api/versions';
import type { ListChanges } from '../state/listChanges';
import type { FetchedList } from '../state/listStore';

export interface EventRow extends KitroomEvent {
  /** null while not known (the settings could not be read) */
  live_interactions: boolean | null;
  settings_id: number | null;
}

type Settings = Pick<EventRow, 'settings_id' | 'live_interactions'>;

/** The event with its settings; the copy keeps the version the event was answered with. */
export function eventRow(event: KitroomEvent, settings: Settings | null | undefined): EventRow {
  return carryVersion(event, { ...event, live_interactions: settings?.live_interactions ?? null, settings_id: settings?.settings_id ?? null });
}

const settingsOf = (each: EventSettings): Settings => ({ settings_id: each.id, live_interactions: each.live_interactions });
const NO_SETTINGS: Settings = { settings_id: null, live_interactions: null };

/** The cursor of the joined list: the events' and the settings' cursors, both needed to ask for changes. */
const joinCursors = (events: string | null, settings: string | null) => (events !== null && settings !== null ? JSON.stringify([events, settings]) : null);

function splitCursor(cursor: string): [string, string] | null {
  try {
    const parts: unknown = JSON.parse(cursor);
    return Array.isArray(parts) && parts.length === 2 && parts.every((part) => typeof part === 'string') ? (parts as [string, string]) : null;
  } catch {
    return null;
  }
}

/** Every event with its settings: two lists fetched side by side, and the cursor of both. */
export async function fetchEventRows(api: Api): Promise<FetchedList<EventRow>> {
  const [events, settings] = await Promise.all([api.events.listAll(), api.events.allSettings()]);
  const byEvent = new Map(settings.rows.map((each): [number, Settings] => [each.event, settingsOf(each)]));
  return { rows: events.rows.map((event) => eventRow(event, byEvent.get(event.id))), cursor: joinCursors(events.cursor, settings.cursor) };
}

/**
 * What changed in the joined list since `cursor`: changed events with their settings (the changed ones, else those
 * held), and events whose settings alone changed or went. Null when either list cannot tell its changes.
 */
export async function fetchEventChanges(api: Api, cursor: string, held: readonly EventRow[]): Promise<ListChanges<EventRow> | null> {
  const cursors = splitCursor(cursor);
  if (!cursors) return null;
  const [events, settings] = await Promise.all([api.events.changesSince(cursors[0]), api.events.settingsChangesSince(cursors[1])]);
  if (!events || !settings) return null;
  const heldById = new Map(held.map((row) => [row.id, row]));
  const changedSettings = new Map(settings.results.map((each): [number, Settings] => [each.event, settingsOf(each)]));
  const goneSettings = new Set(settings.deleted);
  const settingsFor = (id: number): Settings => {
    const changed = changedSettings.get(id);
    if (changed) return changed;
    const row = heldById.get(id);
    return row && row.settings_id !== null && !goneSettings.has(row.settings_id) ? row : NO_SETTINGS;
  };
  const rows = events.results.map((event) => eventRow(event, settingsFor(event.id)));
  const answered = new Set(rows.map((row) => row.id));
  const deleted = new Set(events.deleted);
  for (const row of held) {
    if (answered.has(row.id) || deleted.has(row.id)) continue;
    const touched = changedSettings.has(row.id) || (row.settings_id !== null && goneSettings.has(row.settings_id));
    if (touched) rows.push(eventRow(row, settingsFor(row.id)));
  }
  return { rows, deleted: events.deleted, cursor: JSON.stringify([events.cursor, settings.cursor]) };
}

export type EventTiming = 'current' | 'upcoming' | 'past';

export function timingOf(event: Pick<KitroomEvent, 'start_date' | 'end_date'>, now = Date.now()): EventTiming {
  if (Date.parse(event.end_date) < now) return 'past';
  return Date.parse(event.start_date) <= now ? 'current' : 'upcoming';
}
