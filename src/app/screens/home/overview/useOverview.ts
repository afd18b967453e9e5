// The overview from the lists the app holds and the live stream keeps (services/lists.ts): nothing is asked of the
// server for it, so a device assigned elsewhere changes its figures as soon as the list hears of it. The devices are
// counted once per rows array (deviceTally.ts); events, the clock and the tally are then joined, which costs only as
// much as there are events, once a minute as time passes.
import { useEffect, useMemo } from 'react';
import { useClock } from '../../../ui/useClock';
import { useSnapshot } from 'valtio';
import { devices, events } from '../../../services/lists';
import { basesOverview, type BasesOverview } from './basesOverview';
import { tallyDevices } from './deviceTally';
import { eventsAhead, eventsToReceive, type EventAhead, type ToReceive } from './eventsOverview';
import type { EventRow } from '../../../services/eventRows';

const MINUTE_MS = 60_000;

/** Now, again every minute: an event starts, ends or changes day as the person looks. */
export const useMinuteClock = (): number => useClock(MINUTE_MS);

export type OverviewStatus = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

export interface Overview {
  status: OverviewStatus;
  ahead: EventAhead<EventRow>[];
  toReceive: ToReceive<EventRow>;
  bases: BasesOverview;
  /** loads the lists again after a failure */
  retry(): void;
}

export function useOverview(): Overview {
  const fleet = useSnapshot(devices.state);
  const calendar = useSnapshot(events.state);
  const now = useMinuteClock();
  useEffect(() => {
    void devices.load({ staleAfterMs: 10_000 });
    void events.load();
  }, []);

  // the snapshots' rows are the stores' own arrays (kept behind `ref`), so their identity says when they changed
  const deviceRows = fleet.rows as typeof devices.state.rows;
  const eventRows = calendar.rows as typeof events.state.rows;
  const tally = useMemo(() => tallyDevices(deviceRows), [deviceRows]);
  const ahead = useMemo(() => eventsAhead(eventRows, tally, now), [eventRows, tally, now]);
  const toReceive = useMemo(() => eventsToReceive(eventRows, tally, now), [eventRows, tally, now]);
  const bases = useMemo(() => basesOverview(tally), [tally]);

  const failure = fleet.status === 'error' ? (fleet.error ?? '') : calendar.status === 'error' ? (calendar.error ?? '') : null;
  const status: OverviewStatus =
    failure !== null ? { kind: 'failed', message: failure } : fleet.status === 'loaded' && calendar.status === 'loaded' ? { kind: 'ready' } : { kind: 'loading' };
  const retry = () => {
    void devices.load({ force: true });
    void events.load({ force: true });
  };
  return { status, ahead, toReceive, bases, retry };
}
