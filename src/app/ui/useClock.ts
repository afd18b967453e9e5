// Now, again every interval: what says "starts in 3 days" or "5 minutes ago" stays true while the person looks.
import { useEffect, useState } from 'react';

export function useClock(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** For relative times of the history ("now", "3 minutes ago"): often enough that "now" turns into minutes on time. */
export const RELATIVE_TIME_TICK_MS = 15_000;
