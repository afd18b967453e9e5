// The command model: every action of the app is one of these, whatever runs it (palette, keys, button, route).
import type { MessageId } from '../src/app/i18n/messageIds';
import { BROWSER_KEYS } from './browserKeys';
import type { CommandContext, MessageValues, Scope, Undo } from './context';
import type { SectionId } from '../src/app/sections/declared';

export type CommandGroup = 'navigation' | 'app' | 'selection' | SectionId;

export type CommandSource = 'palette' | 'keys' | 'button' | 'route';

/** `true`, or why not, as a message id the palette shows beside the greyed command. */
export type Availability = true | { reason: MessageId };

export interface ArgumentOption<T> {
  value: T;
  /** already translated */
  label: string;
  /** already translated: a second line under the label (e.g. a user's e-mail) */
  detail?: string;
  /** extra text to match when searching the options */
  keywords?: string;
  /** the keys that run it outside the palette, shown beside it (a record's actions) */
  keys?: string;
}

/** An argument whose choices are known at once (or after one load): they are ranked as the user types. */
export interface ListedArgumentSpec<T> {
  /** the prompt on the palette's nested page, a message id */
  title: MessageId;
  /** what the choice is for ("Make a manager of Lisbon Fair"), translated: shown above the input, in place of the command's title */
  prompt?(context: CommandContext): string;
  options(context: CommandContext): ArgumentOption<T>[] | Promise<ArgumentOption<T>[]>;
  search?: undefined;
  pages?: undefined;
  /**
   * The title of one value offered on the palette's first page for the command's targets (the only argument of a
   * command about rows): with `{count}` and `{value}` for a selection ("Set 3 devices to Missing"), `{name}` and
   * `{value}` for the cursor row. Without it the palette says "{command}: {value}".
   */
  valueTitle?: { selection: MessageId; row: MessageId };
}

/**
 * An argument whose choices are searched on the server as the user types (users among thousands): the palette
 * asks again after a pause in typing, aborts the answer it no longer needs and shows only the answer to what is
 * typed now. `query` may be empty (the first page of choices).
 */
export interface SearchedArgumentSpec<T> {
  title: MessageId;
  /** what the choice is for ("Make a manager of Lisbon Fair"), translated: shown above the input, in place of the command's title */
  prompt?(context: CommandContext): string;
  search(context: CommandContext, query: string, signal: AbortSignal): Promise<ArgumentOption<T>[]>;
  options?: undefined;
  pages?: undefined;
}

/** One page of a paged argument's choices, and whether more come after it. */
export interface OptionsPage<T> {
  options: ArgumentOption<T>[];
  more: boolean;
}

/** A walk through a paged argument's choices from the first page: each call of `next` gives the following page. */
export interface OptionPages<T> {
  next(signal: AbortSignal): Promise<OptionsPage<T>>;
}

/**
 * An argument whose choices come a page at a time (the history, newest first, cursor-paged on the server): each
 * opening of its palette page walks again from the first page, so it shows what is new; the next page loads as the
 * person reaches the end of the list. What is typed ranks the choices loaded, like listed ones.
 */
export interface PagedArgumentSpec<T> {
  title: MessageId;
  /** what the choice is for, translated: shown above the input, in place of the command's title */
  prompt?(context: CommandContext): string;
  pages(context: CommandContext): OptionPages<T>;
  /** the page's own words: more on the way, more failed (`{message}`), nothing at all */
  words: { loadingMore: MessageId; moreFailed: MessageId; empty: MessageId };
  options?: undefined;
  search?: undefined;
}

export type ArgumentSpec<T> = ListedArgumentSpec<T> | SearchedArgumentSpec<T> | PagedArgumentSpec<T>;

export type ArgumentSpecs<Args> = { [Name in keyof Args]: ArgumentSpec<Args[Name]> };

export interface Command<Args extends object = Record<string, never>, Result = void | Undo> {
  /** family.action, e.g. devices.changeStatus */
  id: string;
  title: MessageId;
  /**
   * A command about rows (commands/targets.ts) has these: a title with `{count}` (an ICU plural), used while rows are
   * selected, and one with `{name}`, used when nothing is selected and it acts on the row under the cursor.
   */
  titleForSelection?: MessageId;
  titleForRow?: MessageId;
  /** a title that says what it would do where it would run ("Export the 27 matching devices…"), or null for `title` */
  titleWhere?(context: CommandContext): { id: MessageId; values?: MessageValues } | null;
  /**
   * A command about exactly one row (`oneTarget` of commands/targets.ts: an event's booklet, a user's password): its
   * key pressed with none or several says why it cannot run (keys/bindings.ts), as a bulk command's does.
   */
  aboutOneRow?: true;
  group: CommandGroup;
  scope: Scope;
  /** runnable from every screen (creating a record from Home); its keys still act only in its scope */
  everywhere?: true;
  /**
   * Its keys act only while a side panel is on top (an edit panel's next record), where no other command's do: a bare
   * key outside a text field, a `$mod` one from anywhere in the panel. So it may share keys with the table's (j/k).
   */
  inPanel?: true;
  keywords?: readonly string[];
  /** a shorter title for a toolbar button ("Export"); the full title is then its tooltip */
  buttonLabel?: MessageId;
  /** tinykeys key strings; bound, shown in the palette and in the help sheet from this one value */
  keys?: readonly string[];
  /**
   * The screen that collects this command's arguments (a form, a confirmation, a side panel of choices), e.g.
   * /devices/change-status. Run without its arguments, the command opens it; the screen runs it with them.
   */
  route?: string;
  /** like `route`, for a screen about one row (e.g. /devices/edit/7): the row under the cursor or in the route */
  routeFor?(context: CommandContext): string | null;
  when?(context: CommandContext): Availability;
  /** arguments that can be asked on nested palette pages (and in the side panel at `route`), in key order */
  args?: ArgumentSpecs<Args>;
  /**
   * How the palette lists it: `remember: false` keeps it out of the recent items (Log out: never offered again
   * first), `listWhenEmpty: false` keeps it off the empty palette (Open the command palette); either stays
   * searchable and runnable by its keys.
   */
  palette?: { remember?: false; listWhenEmpty?: false };
  /** gets complete arguments; throws an ApiFailure (or another error) when the work fails */
  run(context: CommandContext, args: Args, source: CommandSource): Result | Promise<Result>;
}

// The registry stores commands with their argument types erased; `run` gets the arguments its specs produced.
// `any`: argument and result types differ per command and are erased in the registry; each is typed where defined.
export type AnyCommand = Command<any, any>;

export function defineCommand<Args extends object = Record<string, never>, Result = void | Undo>(command: Command<Args, Result>): Command<Args, Result> {
  return command;
}

/** Whether the command has arguments the palette can ask for. */
export const asksOnPalette = (command: AnyCommand) => Object.keys(command.args ?? {}).length > 0;

/** Where the command collects its arguments in this context, if on a screen. */
export const screenOf = (command: AnyCommand, context: CommandContext): string | null => command.routeFor?.(context) ?? command.route ?? null;

/** Whether the command's keys act here: in its scope, or everywhere for a global one. */
export const keysActiveIn = (command: AnyCommand, context: CommandContext): boolean => command.scope === 'global' || command.scope === context.scope;

export function availabilityOf(command: AnyCommand, context: CommandContext): Availability {
  if (!command.everywhere && !keysActiveIn(command, context)) return { reason: 'command.unavailable.elsewhere' };
  return command.when ? command.when(context) : true;
}

export interface Registry {
  readonly commands: readonly AnyCommand[];
  get(id: string): AnyCommand | undefined;
  byRoute(path: string): AnyCommand | undefined;
}

const scopesOverlap = (a: Scope, b: Scope) => a === b || a === 'global' || b === 'global';

/** Normalises a key string for comparison: modifiers sorted, case folded. */
export function normaliseKeys(keys: string): string {
  return keys
    .split(' ')
    .map((press) => {
      const parts = press.split('+');
      const key = parts.pop() ?? '';
      return [...parts.map((part) => part.toLowerCase()).sort(), key.toLowerCase()].join('+');
    })
    .join(' ');
}

/** Like `normaliseKeys`, with Control and Meta read as `$mod`, for comparing with the browser's keys. */
const asModKeys = (keys: string) =>
  normaliseKeys(keys)
    .split(' ')
    .map((press) => {
      const parts = press.split('+');
      const key = parts.pop() ?? '';
      const modifiers = [...new Set(parts.map((part) => (part === 'control' || part === 'meta' || part === 'ctrl' ? '$mod' : part)))].sort();
      return [...modifiers, key].join('+');
    })
    .join(' ');

const BROWSER_OWNED = new Map(Object.entries(BROWSER_KEYS).map(([keys, what]) => [asModKeys(keys), what]));

/** What the browser does with this key string's first press, if the browser owns it (browserKeys.ts). */
export function browserOwner(keys: string): string | undefined {
  const first = asModKeys(keys).split(' ')[0] ?? '';
  return BROWSER_OWNED.get(first);
}

/**
 * Builds the registry, refusing two commands with one id, a key the browser owns (browserKeys.ts), and two commands
 * whose keys collide (equal, or one a prefix of the other's sequence) in scopes that can be active together.
 */
export function createRegistry(commands: readonly AnyCommand[]): Registry {
  const byId = new Map<string, AnyCommand>();
  for (const command of commands) {
    if (byId.has(command.id)) throw new Error(`Two commands have the id ${command.id}`);
    byId.set(command.id, command);
  }
  const bound: Array<{ keys: string; command: AnyCommand }> = [];
  for (const command of commands) {
    for (const keys of command.keys ?? []) {
      const owner = browserOwner(keys);
      if (owner !== undefined) throw new Error(`Keys "${keys}" of ${command.id} belong to the browser (${owner})`);
      const normalised = normaliseKeys(keys);
      for (const other of bound) {
        if (!scopesOverlap(other.command.scope, command.scope) || other.command.inPanel !== command.inPanel) continue;
        const clash = other.keys === normalised || other.keys.startsWith(`${normalised} `) || normalised.startsWith(`${other.keys} `);
        if (clash) throw new Error(`Keys "${keys}" of ${command.id} collide with "${other.keys}" of ${other.command.id}`);
      }
      bound.push({ keys: normalised, command });
    }
  }
  const byRoute = new Map(commands.filter((command) => command.route).map((command) => [command.route as string, command]));
  return {
    commands,
    get: (id) => byId.get(id),
    byRoute: (path) => byRoute.get(path),
  };
}
