// What a command sees when it runs: where the user is, what is selected, and the app's services.
import type { Api } from '../src/app/api/api';
import type { MessageId } from '../src/app/i18n/messageIds';
import type { TableController, TableTargets } from '../src/app/table/controller';
import { sectionOfPath, type SectionId } from '../src/app/sections/declared';
import type { Density, Theme } from '../src/app/state/settings';

/** Where a command can be available; `global` commands can run everywhere. */
export type Scope = 'global' | SectionId;

/**
 * What a command returns for a change that can be reverted: one entry of the undo history ($mod+z, $mod+Shift+z,
 * the toast's button), kept by services/notify.ts.
 */
export interface Undo {
  /** what the change did, translated ("3 devices → Missing"): said again when it is undone or redone */
  summary: string;
  /** puts back what the change replaced; throws `Irreversible` when it no longer can (rows deleted, edited since) */
  run(): Promise<void>;
  /** makes the change again after it was undone; throws `Irreversible` likewise */
  redo(): Promise<void>;
}

/** A change that can no longer be undone or redone: its rows were deleted or changed since. The message says so. */
export class Irreversible extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Irreversible';
  }
}

export type MessageValues = Record<string, string | number>;

/** What a toast says of the record a change made, and where its Open button goes. */
export interface MadeRecord {
  name: string;
  open: string;
}

export interface Notifier {
  /** with `made`: the record's name under the message and an Open button */
  success(message: string, undo?: Undo, made?: MadeRecord): void;
  /** with `undo`: a change that partly failed, whose done part can still be undone */
  error(message: string, undo?: Undo): void;
}

export interface AppServices {
  api: Api;
  navigate(path: string): void;
  /** opens another site's page in a new tab */
  openLink(url: string): void;
  t(id: MessageId, values?: MessageValues): string;
  notify: Notifier;
  /** the table on screen, if any: its cursor, selection and search */
  table(): TableController | null;
  /** opens the palette, optionally on a command's argument page */
  openPalette(commandId?: string): void;
  /** the shortcut sheet */
  openHelp(): void;
  setLanguage(language: 'pt' | 'en' | 'es'): void;
  /** the theme or the table density, remembered in this browser */
  setAppearance(change: { theme?: Theme; density?: Density }): void;
  /** undoes the latest change still done, if there is one */
  undoLast(): Promise<void>;
  /** makes the latest undone change again, if there is one */
  redoLast(): Promise<void>;
}

export interface CommandContext {
  /** the current path, e.g. /devices */
  route: string;
  scope: Scope;
  /** how many rows the active table has selected (0 without a table) */
  selectionCount: number;
  /** the selected ids, resolved against the table's current filter */
  selectedIds(): number[];
  /** the row under the table's cursor */
  focusedId: number | null;
  /**
   * What a command about rows acts on, the one rule every section's bulk commands follow (commands/targets.ts):
   * the selection, or with nothing selected the row under the cursor (with its name, for titles).
   */
  targets(): Targets;
  app: AppServices;
}

export type Targets = TableTargets;

/** The scope a path belongs to: its section (/devices/models → models, /devices/… → devices), else global. */
export function scopeOf(path: string): Scope {
  return sectionOfPath(path) ?? 'global';
}
