import { useEffect } from 'react';
import { categories, devices, events, models, sync } from './lists';

/**
 * Fetches the lists the palette searches once the app is idle after login, so that the first $mod+k finds the
 * whole fleet indexed rather than waiting for (and parsing) it then; and follows the live changes while logged in.
 */
export function usePreloadedLists(): void {
  useEffect(() => sync.startLive(), []);
  useEffect(() => {
    const load = () => {
      for (const list of [categories, models, events, devices]) void list.load();
    };
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(load, 200);
    return () => window.clearTimeout(timer);
  }, []);
}
