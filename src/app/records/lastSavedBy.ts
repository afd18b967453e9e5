// Who saved a record last, for the notice of a stale save (412): the newest entry of the record's activity history
// (GET /api/v2/history?record=<kind>:<id>&page_size=1), worded "Ana Silva saved this device at 14:02 (3 minutes ago)"
// in the person's language. Whatever goes wrong (a server without the history, a refusal, an answer of another shape,
// no answer within a moment) is no name: the notice keeps its own words.
import type { IntlShape } from 'react-intl';
import type { HistoryKind } from '../../contract/history';
import type { Api } from '../api/api';

export interface LastSave {
  kind: HistoryKind;
  name: string;
  /** ISO 8601 */
  at: string;
  /** saved by the session's own user (in another tab) */
  byYou: boolean;
}

/** The notice waits this long at most for the name: a slow answer is no name rather than a notice late. */
const WAIT_MS = 1500;

export async function lastSaveOf(api: Pick<Api, 'history'>, kind: HistoryKind, id: number, self: number | null): Promise<LastSave | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WAIT_MS);
  });
  const read = api.history
    .list({ record: `${kind}:${id}`, page_size: 1 })
    // a server of another shape answers anything: each member is checked
    .then((page: { results?: unknown }) => {
      const entry = Array.isArray(page.results) ? page.results[0] : undefined;
      if (typeof entry?.user?.name !== 'string' || typeof entry.at !== 'string' || Number.isNaN(Date.parse(entry.at))) return null;
      return { kind, name: entry.user.name, at: entry.at, byYou: entry.user.id === self };
    })
    .catch(() => null);
  try {
    return await Promise.race([read, late]);
  } finally {
    clearTimeout(timer);
  }
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "3 minutes ago", "2 hours ago", "yesterday", in the person's language. */
function agoText(seconds: number, intl: IntlShape): string {
  const ago = Math.max(0, seconds);
  if (ago < MINUTE) return intl.formatRelativeTime(-Math.round(ago), 'second', { numeric: 'auto' });
  if (ago < HOUR) return intl.formatRelativeTime(-Math.floor(ago / MINUTE), 'minute', { numeric: 'auto' });
  if (ago < DAY) return intl.formatRelativeTime(-Math.floor(ago / HOUR), 'hour', { numeric: 'auto' });
  return intl.formatRelativeTime(-Math.floor(ago / DAY), 'day', { numeric: 'auto' });
}

/** "Ana Silva saved this device at 14:02 (3 minutes ago), after you opened it." (the date too when not today) */
export function lastSaveText(save: LastSave, intl: IntlShape, now = Date.now()): string {
  const at = new Date(save.at);
  const today = new Date(now).toDateString() === at.toDateString();
  const time = today ? intl.formatTime(at, { hour: '2-digit', minute: '2-digit' }) : intl.formatDate(at, { dateStyle: 'short', timeStyle: 'short' });
  const values = { name: save.name, kind: save.kind, time, ago: agoText((now - at.getTime()) / 1000, intl) };
  return intl.formatMessage({ id: save.byYou ? 'records.conflict.savedByYou' : 'records.conflict.savedBy' }, values);
}
