// The managers of one event, read from the server when the panel opens and again after each change, wherever it
// was made (the palette page, the panel, an undo: state/managerChanges.ts); a reload keeps the list on screen until
// its answer comes, and an answer older than the last one asked for is dropped.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { EventManager } from '../../../contract/entities';
import { failureMessage } from '../../api/errors';
import { t } from '../../i18n/intl';
import { api } from '../../services/api';
import { onManagersChanged } from '../../state/managerChanges';

export type ManagersState =
  | { status: 'loading' }
  | { status: 'loaded'; managers: readonly EventManager[] }
  | { status: 'error'; message: string };

export interface EventManagers {
  state: ManagersState;
  reload(): Promise<void>;
}

export function useEventManagers(eventId: number): EventManagers {
  const [state, setState] = useState<ManagersState>({ status: 'loading' });
  const asked = useRef(0);
  const reload = useCallback(async () => {
    const mine = (asked.current += 1);
    try {
      const page = await api.events.managers(eventId);
      if (mine === asked.current) setState({ status: 'loaded', managers: page.results });
    } catch (error) {
      if (mine === asked.current) setState({ status: 'error', message: failureMessage(error, t) });
    }
  }, [eventId]);
  useEffect(() => {
    void reload();
    return onManagersChanged((changed) => {
      if (changed === eventId) void reload();
    });
  }, [reload]);
  return { state, reload };
}
