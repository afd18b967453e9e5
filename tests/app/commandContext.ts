// A command's context built by hand, as the app builds it for the screen in front of the person: the route and its
// scope, what is selected or under the cursor, and the app's services, each recording what a command asks of it
// (navigation, toasts, the palette, the table's row marks) and speaking a language's real messages. Commands that
// call the server get its real API from commandHarness.ts; here, without one, any call to the API fails the test.
import { vi, type Mock } from 'vitest';
import { scopeOf, type AppServices, type CommandContext, type Notifier, type Scope, type Targets } from '../../commands/context';
import type { Api } from '../../src/app/api/api';
import type { Language } from '../../src/app/i18n/languages';
import type { TableController } from '../../src/app/table/controller';
import { NOTHING_HIDDEN } from '../../src/app/table/hiddenTargets';
import { translator } from './messages';
import { targetsOf } from './targetsOf';

type Recorded<Fn extends (...args: never[]) => unknown> = Fn & Mock<Fn>;

/** A table on screen that records what commands ask of it, with nothing selected and no cursor. */
export type RecordingTable = { [Key in keyof TableController]: TableController[Key] extends (...args: never[]) => unknown ? Recorded<TableController[Key]> : TableController[Key] };

export function recordingTable(id: string): RecordingTable {
  return {
    id,
    selection: vi.fn<TableController['selection']>(),
    selectedCount: vi.fn(() => 0),
    selectedIds: vi.fn((): number[] => []),
    searchedIds: vi.fn((): readonly number[] => []),
    focusedId: vi.fn((): number | null => null),
    targets: vi.fn((): Targets => ({ ids: [], source: 'none', name: null, hidden: 0, hiddenBy: NOTHING_HIDDEN })),
    hiddenReasons: vi.fn(async () => NOTHING_HIDDEN),
    moveCursor: vi.fn(),
    moveCursorTo: vi.fn(),
    moveCursorByPage: vi.fn(),
    focusRow: vi.fn(() => false),
    showRow: vi.fn(() => false),
    rowBeside: vi.fn((): number | null => null),
    moveCell: vi.fn(),
    cellEditing: vi.fn((): ReturnType<TableController['cellEditing']> => 'none'),
    editCell: vi.fn(),
    endCellEdit: vi.fn(),
    toggleFocused: vi.fn(),
    selectAllMatching: vi.fn(),
    clearSelection: vi.fn(),
    setSelection: vi.fn(),
    forgetRows: vi.fn(),
    toggleOnlySelected: vi.fn(),
    showAll: vi.fn(),
    focusSearch: vi.fn(),
    focusFirstMatch: vi.fn(),
    refresh: vi.fn(),
    nextPage: vi.fn(),
    previousPage: vi.fn(),
    openFocused: vi.fn(),
    setRowState: vi.fn(),
    filterChoices: vi.fn(() => []),
    addFilter: vi.fn(),
    cellFilter: vi.fn(() => null),
    describeFilters: vi.fn(() => null),
  };
}

/** The app's services, every one recording its calls. */
export interface RecordingServices extends AppServices {
  navigate: Recorded<AppServices['navigate']>;
  openLink: Recorded<AppServices['openLink']>;
  notify: { success: Recorded<Notifier['success']>; error: Recorded<Notifier['error']> };
  openPalette: Recorded<AppServices['openPalette']>;
  openHelp: Recorded<AppServices['openHelp']>;
  setLanguage: Recorded<AppServices['setLanguage']>;
  setAppearance: Recorded<AppServices['setAppearance']>;
  undoLast: Recorded<AppServices['undoLast']>;
  redoLast: Recorded<AppServices['redoLast']>;
}

export interface ServicesOptions {
  /** the language of `t` (default English) */
  language?: Language;
  /** a `t` of the test's own, instead of the language's */
  t?: AppServices['t'];
  /** the API the commands call; without it, any call fails the test */
  api?: Api;
  /** the table on screen (default none) */
  table?: TableController | null;
}

const noServer = new Proxy({} as Api, {
  get: (_target, key) => {
    throw new Error(`api.${String(key)}: this test has no server (commandHarness.ts gives one)`);
  },
});

export function recordingServices(options: ServicesOptions = {}): RecordingServices {
  const table = options.table ?? null;
  return {
    api: options.api ?? noServer,
    navigate: vi.fn(),
    openLink: vi.fn(),
    t: options.t ?? translator(options.language),
    notify: { success: vi.fn(), error: vi.fn() },
    table: () => table,
    openPalette: vi.fn(),
    openHelp: vi.fn(),
    setLanguage: vi.fn(),
    setAppearance: vi.fn(),
    undoLast: vi.fn(async () => {}),
    redoLast: vi.fn(async () => {}),
  };
}

export interface Where {
  /** the path on screen (default `/`); the scope follows from it unless `scope` says otherwise */
  route?: string;
  scope?: Scope;
  /** the rows selected, in the table's order */
  selected?: readonly number[];
  /** the row under the cursor */
  focused?: number | null;
  /** that row's name, for the titles that name it */
  focusedName?: string;
}

/** The context of a command run `where`, with `app`'s services. */
export function contextOf(app: AppServices, where: Where = {}): CommandContext {
  const route = where.route ?? '/';
  const selected = where.selected ?? [];
  const focused = where.focused ?? null;
  return {
    route,
    scope: where.scope ?? scopeOf(route),
    selectionCount: selected.length,
    selectedIds: () => [...selected],
    focusedId: focused,
    targets: targetsOf(selected, focused, where.focusedName),
    app,
  };
}

export interface ContextOptions extends Where, Omit<ServicesOptions, 'table'> {
  /** `false`: no table on screen; otherwise one that records its calls, named after the scope */
  table?: false;
}

/** A context and the recorders of what a command run in it did. */
export interface Scene {
  context: CommandContext;
  app: RecordingServices;
  api: Api;
  table: RecordingTable;
  navigate: RecordingServices['navigate'];
  openPalette: RecordingServices['openPalette'];
  success: RecordingServices['notify']['success'];
  error: RecordingServices['notify']['error'];
}

export function sceneOf(options: ContextOptions = {}): Scene {
  const table = recordingTable(options.scope ?? scopeOf(options.route ?? '/'));
  const app = recordingServices({ ...options, table: options.table === false ? null : table });
  return { context: contextOf(app, options), app, api: app.api, table, navigate: app.navigate, openPalette: app.openPalette, success: app.notify.success, error: app.notify.error };
}
