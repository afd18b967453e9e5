// The events as the app holds them: each event with its live-interactions setting beside it (the API keeps that
// in a separate event-settings object), so that the table shows it and a change re-renders its row.
import type { KitroomEvent } from '../../contract/entities';
import type { Api } from '../api/api';
import { carryVersion } from '../api/versions';

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

/** Every event with its settings: two lists fetched side by side. */
export async function fetchEventRows(api: Api): Promise<EventRow[]> {
  const [events, settings] = await Promise.all([api.events.listAll(), api.events.allSettings()]);
  const byEvent = new Map(settings.map((each): [number, Settings] => [each.event, { settings_id: each.id, live_interactions: each.live_interactions }]));
  return events.map((event) => eventRow(event, byEvent.get(event.id)));
}

export type EventTiming = 'current' | 'upcoming' | 'past';

export function timingOf(event: Pick<KitroomEvent, 'start_date' | 'end_date'>, now = Date.now()): EventTiming {
  if (Date.parse(event.end_date) < now) return 'past';
  return Date.parse(event.start_date) <= now ? 'current' : 'upcoming';
}
