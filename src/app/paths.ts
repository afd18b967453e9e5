// Every path of the app, spelled once. Screens, commands, links and tests build their paths from here; each
// section's paths hang under the list its declaration names (sections/declared.ts).
import { SECTION_IDS, SECTIONS, type SectionId } from './sections/declared';

/** The paths every records section has: its list, create, edit and delete one, delete the selection. */
export interface RecordPaths {
  list: string;
  add: string;
  deletes: string;
  edit(id: number): string;
  delete(id: number): string;
  /** a record's activity history, in a side panel over the list (issue 23) */
  history(id: number): string;
  /** the id a path names for an action (…/edit/7 → 7), or null */
  idIn(path: string, action: 'edit' | 'delete'): number | null;
  /** a path under the list, relative to it (for the section's nested routes): /devices/edit/:id → /edit/:id */
  local(path: string): string;
}

/** The id in a route parameter, or null when it is not a positive integer. */
export function idFromParam(param: string | undefined): number | null {
  const id = param !== undefined && /^\d+$/.test(param) ? Number(param) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

function recordPaths(list: string): RecordPaths {
  return {
    list,
    add: `${list}/add`,
    deletes: `${list}/deletes`,
    edit: (id) => `${list}/edit/${id}`,
    delete: (id) => `${list}/delete/${id}`,
    history: (id) => `${list}/${id}/history`,
    idIn(path, action) {
      const prefix = `${list}/${action}/`;
      return path.startsWith(prefix) ? idFromParam(path.slice(prefix.length).replace(/\/$/, '')) : null;
    },
    local: (path) => (path.startsWith(list) ? path.slice(list.length) || '/' : path),
  };
}

/** Every declared section's record paths under its list; a section's own paths are added below. */
const sections = Object.fromEntries(SECTION_IDS.map((id) => [id, recordPaths(SECTIONS[id].list)])) as Record<SectionId, RecordPaths>;
const { devices, users, events, models } = sections;

export const paths = {
  ...sections,
  home: '/',
  dashboard: '/dashboard',
  login: '/login',
  logout: '/logout',
  /** one operation of the activity history: its records and changes (issue 23) */
  historyOperation: (id: number) => `/history/operations/${id}`,
  devices: {
    ...devices,
    export: `${devices.list}/export`,
    import: `${devices.list}/import`,
    assign: `${devices.list}/assign`,
    receive: `${devices.list}/receive`,
    changeBase: `${devices.list}/change-base`,
    changeModel: `${devices.list}/change-devices-model`,
    changeStatus: `${devices.list}/change-status`,
  },
  models: { ...models, changeCategory: `${models.list}/change-category` },
  events: {
    ...events,
    addManager: `${events.list}/add-event-manager`,
    liveInteractions: `${events.list}/live-interactions`,
    /** the managers panel of one event, with a registration invite for `email` under way: both kept in the URL,
     * so that a reload or a shared link opens the same panel */
    managersOf: (eventId: number, invite?: string) =>
      `${events.list}/add-event-manager?event=${eventId}${invite === undefined ? '' : `&invite=${encodeURIComponent(invite)}`}`,
    /** the booklet editor of the event selected or under the cursor */
    booklet: `${events.list}/booklet`,
    /** the booklet editor of one event, kept in the URL (a reload, a shared link); never /events/edit/… */
    bookletOf: (eventId: number) => `${events.list}/${eventId}/booklet`,
    /** the route pattern of bookletOf */
    bookletPattern: `${events.list}/:id/booklet`,
    /** the event a path's booklet editor names (/events/7/booklet → 7), or null */
    bookletEventIn(path: string): number | null {
      const [id, action, ...rest] = path.startsWith(`${events.list}/`) ? path.slice(events.list.length + 1).replace(/\/$/, '').split('/') : [];
      return action === 'booklet' && rest.length === 0 ? idFromParam(id) : null;
    },
  },
  users: {
    ...users,
    resetPassword: `${users.list}/reset-password`,
    /** the reset of one user's password: the user in the URL, so that a reload keeps it */
    resetPasswordOf: (userId: number) => `${users.list}/reset-password?user=${userId}`,
    giveAccess: `${users.list}/give-access`,
    changeRole: `${users.list}/change-role`,
    /** the confirmation of a role chosen for the targets (`none`: access taken away), at its command's route */
    roleConfirmation: (route: string, role: string) => `${route}?role=${role}`,
  },
} as const;

/** The pattern of a record path with an id, for a route: edit → /edit/:id under the list, history → /:id/history. */
export const idPattern = (section: RecordPaths, action: 'edit' | 'delete' | 'history') =>
  action === 'history' ? section.local(section.history(0)).replace(/\/0\//, '/:id/') : section.local(action === 'edit' ? section.edit(0) : section.delete(0)).replace(/0$/, ':id');
