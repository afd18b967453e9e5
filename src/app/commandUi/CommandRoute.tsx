// A command's route opened by URL (/devices/change-status, a bookmark, a reload): the same palette page its key and
// its button open, over the list it came from, so that each action has one UI. The URL goes back to the list.
import { useEffect } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { openPalette } from '../state/paletteState';

export interface CommandRouteProps {
  commandId: string;
  /** the list the route belongs to, e.g. /devices */
  backTo: string;
}

export function CommandRoute({ commandId, backTo }: CommandRouteProps) {
  useEffect(() => {
    navigate(backTo, { replace: true });
    openPalette(commandId);
  }, [commandId, backTo]);
  return null;
}
