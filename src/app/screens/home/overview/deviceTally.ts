// What the overview counts of the fleet, in one pass over the devices: how many are at each event, and how many are
// missing or in repair at each base. Kept per rows array (the list store replaces the array on every change and keeps
// it otherwise), so every part of Home reads the same tally and a new one is made only when the devices change:
// about 2 ms for 100 000 devices (tests/app/home-overview-speed.test.ts), what a live change to one device costs.
import type { Device } from '../../../../contract/entities';
import type { Base } from '../../../../contract/enums';

export type TalliedDevice = Pick<Device, 'current_event_id' | 'current_event_name' | 'status' | 'base'>;

/** The devices at one event, and the event's name as the devices carry it (what `event:"…"` filters by). */
export interface EventTally {
  count: number;
  name: string;
}

export interface BaseTally {
  missing: number;
  repairing: number;
}

/** A base, or `none` for the devices that have none. */
export type BaseOrNone = Base | 'none';

export interface DeviceTally {
  byEvent: ReadonlyMap<number, EventTally>;
  byBase: ReadonlyMap<BaseOrNone, BaseTally>;
}

const tallies = new WeakMap<readonly TalliedDevice[], DeviceTally>();

function countDevices(rows: readonly TalliedDevice[]): DeviceTally {
  const byEvent = new Map<number, EventTally>();
  const byBase = new Map<BaseOrNone, BaseTally>();
  for (const device of rows) {
    const eventId = device.current_event_id;
    if (eventId !== null) {
      const atEvent = byEvent.get(eventId);
      if (atEvent) atEvent.count += 1;
      else byEvent.set(eventId, { count: 1, name: device.current_event_name });
    }
    const { status } = device;
    if (status !== 'missing' && status !== 'repairing') continue;
    const base = device.base ?? 'none';
    let atBase = byBase.get(base);
    if (!atBase) {
      atBase = { missing: 0, repairing: 0 };
      byBase.set(base, atBase);
    }
    atBase[status] += 1;
  }
  return { byEvent, byBase };
}

/** The tally of `rows`, counted once per rows array. */
export function tallyDevices(rows: readonly TalliedDevice[]): DeviceTally {
  let tally = tallies.get(rows);
  if (!tally) {
    tally = countDevices(rows);
    tallies.set(rows, tally);
  }
  return tally;
}
