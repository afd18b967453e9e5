// The lists the client holds whole: the palette indexes them and their screens show them. They start from the
// local copy when there is one, bring themselves up to date by difference, and follow the live stream (sync/).
import { subscribe } from 'valtio';
import type { Device, DeviceCategory, DeviceModel, Space, User } from '../../contract/entities';
import { cursorOf, type CursoredPage, type ListChanges as AnsweredChanges } from '../api/changeCalls';
import { fetchEventChanges, fetchEventRows, type EventRow } from './eventRows';
import { ApiFailure } from '../api/errors';
import { runtimeHost } from '../api/runtimeHost';
import { t } from '../i18n/intl';
import { paths } from '../paths';
import { auth } from '../state/auth';
import type { ListChanges } from '../state/listChanges';
import { createListStore, type ListSource, type WholeListStore } from '../state/listStore';
import { createPagedStore } from '../state/pagedStore';
import type { FilterField } from '../filters/filterField';
import { serverQueryOf, SPACE_FILTERS, USER_FILTERS } from '../filters/serverFilters';
import { readStored } from '../state/storage';
import { wipeListCaches } from '../sync/listCache';
import { createListSync } from '../sync/listSync';
import type { Api } from '../api/api';
import { api } from './api';

const describe = (error: unknown) => (error instanceof ApiFailure ? error.message : t('app.failed', { message: String(error) }));

/** `localStorage['kitroom.sync'] = '"off"'`: whole lists every time, no local copy, no live stream (the bench's baseline). */
const syncEnabled = () => readStored<string>('kitroom.sync') !== 'off';

const rowsOf = <Row>(answer: AnsweredChanges<Row> | null): ListChanges<Row> | null =>
  answer && { rows: answer.results, deleted: answer.deleted, cursor: answer.cursor };

interface WholeListCalls<Row> {
  list(): Promise<CursoredPage<Row>>;
  changesSince(cursor: string): Promise<AnsweredChanges<Row> | null>;
}

/**
 * A whole list read from one page (or all pages) with its cursor, asked for its changes since that cursor. `calls`
 * is read at each call: the app's api is replaced when the server it talks to changes (and in tests).
 */
function source<Row extends { id: number }>(name: string, calls: () => WholeListCalls<Row>): ListSource<Row> {
  return {
    fetchAll: async () => {
      const page = await calls().list();
      return { rows: page.results, cursor: syncEnabled() ? cursorOf(page) : null };
    },
    fetchChanges: async (cursor) => rowsOf(await calls().changesSince(cursor)),
    restore: () => sync.restore<Row>(name),
  };
}

const ownerOf = (userId: number | undefined) => (userId === undefined ? null : `${runtimeHost() || globalThis.location?.origin}|${userId}`);

/** The whole lists that start from their local copy, catch up by difference and follow the live stream. */
export const sync = createListSync({
  owner: () => (auth.token === null ? null : ownerOf(auth.user?.id)),
  userId: () => auth.user?.id ?? null,
  openStream: (signal) => api.changes.stream(signal),
  enabled: syncEnabled,
  // a call with the revoked token answers 401, which ends this tab's session too (and deletes its copy)
  onSessionEnded: () => void api.auth.isAdmin().catch(() => undefined),
});

/**
 * A whole list the app holds and keeps in step: `name` is the server's synced list (SYNCED_LISTS), the key of its
 * local copy and its name on the live stream; `calls` are read at each call, the app's api being replaced when
 * the server it talks to changes (and in tests).
 */
export function syncedList<Row extends { id: number }>(name: string, calls: (app: Api) => WholeListCalls<Row>): WholeListStore<Row> {
  const store = createListStore<Row>(source(name, () => calls(api)), describe);
  sync.add({ name, store, streamNames: [name] });
  return store;
}

export const devices = syncedList<Device>('devices', (app) => ({ list: () => app.devices.listAll(), changesSince: (cursor) => app.devices.changesSince(cursor) }));
/** every event, with its live-interactions setting beside it */
export const events = createListStore<EventRow>(
  {
    fetchAll: async () => {
      const fetched = await fetchEventRows(api);
      return syncEnabled() ? fetched : fetched.rows;
    },
    fetchChanges: (cursor, held) => fetchEventChanges(api, cursor, held),
    restore: () => sync.restore<EventRow>('events'),
  },
  describe,
);
sync.add({ name: 'events', store: events, streamNames: ['events', 'event-settings'] });
export const models = syncedList<DeviceModel>('models', (app) => app.models);
export const categories = syncedList<DeviceCategory>('categories', (app) => app.categories);

// the session's end (logout, a 401) or another user: the lists and their local copies go; a copy left behind by a
// session that ended while its page was closing goes when the app starts logged out
if (auth.token === null) void wipeListCaches();
let sessionUser = auth.token === null ? null : (auth.user?.id ?? null);
subscribe(auth, () => {
  const user = auth.token === null ? null : (auth.user?.id ?? null);
  if (user === sessionUser) return;
  const ended = sessionUser !== null;
  sessionUser = user;
  if (ended) void sync.end();
});

// Opened on /devices, the fleet starts coming (from the local copy, else the server) with the app's first code,
// not after the language and the screen's chunk: on a slow link that is most of a second.
if (auth.token !== null && typeof window !== 'undefined' && window.location.pathname.startsWith(paths.devices.list)) void devices.load();

/** spaces and users: tens of thousands, paged and searched on the server */
export const spaces = createPagedStore<Space>(
  (query, signal) => api.spaces.list(asked(query, SPACE_FILTERS), signal),
  (text) => { const { search, filters } = serverQueryOf(text, SPACE_FILTERS); return api.spaces.matchingIds(search, filters); },
  describe,
);
export const users = createPagedStore<User>(
  (query, signal) => api.users.list(asked(query, USER_FILTERS), signal),
  (text) => { const { search, filters } = serverQueryOf(text, USER_FILTERS); return api.users.matchingIds(search, filters); },
  describe,
);

/** A page's query with the search's filters as the server's own parameters. */
function asked<Row>(query: { page: number; page_size: number; search?: string }, fields: readonly FilterField<Row>[]) {
  const { search, filters } = serverQueryOf(query.search ?? '', fields);
  return { page: query.page, page_size: query.page_size, ...(search ? { search } : {}), ...filters };
}
