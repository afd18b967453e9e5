// The work of "Give back-office access…" and "Change role…": one PATCH per person (the API changes one role at a
// time), in the order asked, each row showing its progress. A refusal (one's own admin role, the last admin, a role
// changed meanwhile) stops nobody else: the message says how many changed and who did not, and why, and the undo
// puts back exactly those that changed, each with the version its change answered (If-Match), so that a person
// changed since by someone else is left as they are and named.
import type { User } from '../src/contract/entities';
import type { Role } from '../src/contract/enums';
import { ApiFailure, failureMessage, Refusal } from '../src/app/api/errors';
import { versionOf } from '../src/app/api/versions';
import { forEachRow, type RowFailure } from '../src/app/records/forEachRow';
import { users } from '../src/app/services/lists';
import { settings } from '../src/app/state/settings';
import { Irreversible, type CommandContext, type Undo } from './context';

export type RoleChoice = Role | 'none';
export const roleOf = (choice: RoleChoice): Role | null => (choice === 'none' ? null : choice);

/** At most this many names where people are named; the rest are counted ("Ana Silva, Rui Lopes, Eva Reis and 4 others"). */
const NAMED = 3;

/** Names as a sentence says them, in the person's language: "Ana Silva and Rui Lopes", "A, B, C and 4 others". */
export function sayNames(context: CommandContext, names: readonly string[]): string {
  const list = (items: readonly string[]) => new Intl.ListFormat(settings.language, { type: 'conjunction' }).format(items);
  if (names.length <= NAMED) return list(names);
  return context.app.t('users.names.more', { names: names.slice(0, NAMED).join(', '), count: names.length - NAMED });
}

const nameOfUser = (user: User) => user.name || user.email;
export const userName = (id: number) => {
  const user = users.find(id);
  return user ? nameOfUser(user) : `#${id}`;
};

/** "Ana Silva and Rui Lopes (Only an admin can do this.); Eva Reis (…)": the refused, grouped by why. */
function refusals(context: CommandContext, failures: readonly RowFailure[]): string {
  const byReason = new Map<string, string[]>();
  for (const failure of failures) byReason.set(failure.message, [...(byReason.get(failure.message) ?? []), failure.name]);
  return [...byReason].map(([message, names]) => context.app.t('users.roleRefused', { names: sayNames(context, names), message })).join('; ');
}

/** Sets `role` on each person in turn; answers who changed (with what they had before) and who was refused, why. */
async function setEach(context: CommandContext, ids: readonly number[], role: (id: number) => Role | null) {
  const table = context.app.table()?.id === 'users' ? context.app.table() : null;
  const changed = new Map<number, { before: Role | null; now: User }>();
  // a person not on the list's page is read from the server, and named as it answered
  const names = new Map<number, string>();
  const outcome = await forEachRow(
    ids,
    async (id) => {
      const before = users.find(id) ?? (await context.app.api.users.get(id));
      names.set(id, nameOfUser(before));
      const now = await context.app.api.users.setRole(id, role(id), versionOf(before));
      users.replace([now]);
      changed.set(id, { before: before.role, now });
    },
    {
      nameOf: (id) => names.get(id) ?? userName(id),
      describe: (error) => failureMessage(error, context.app.t),
      mark: (markIds, state) => table?.setRowState(markIds, state),
      // one at a time, in the order asked: which of two admins is "the last one" never depends on timing
      concurrency: 1,
    },
  );
  return { changed, failures: outcome.failures };
}

const CHANGED_SINCE = new Set([404, 412]);

/** Puts `role(id)` back on each of `people` with the version they were last answered with; those changed since stay. */
async function putBack(context: CommandContext, people: Map<number, { before: Role | null; now: User }>, role: (id: number) => Role | null): Promise<void> {
  const left: string[] = [];
  for (const [id, person] of people) {
    try {
      const now = await context.app.api.users.setRole(id, role(id), versionOf(person.now));
      users.replace([now]);
      person.now = now;
    } catch (error) {
      if (!(error instanceof ApiFailure && CHANGED_SINCE.has(error.status))) throw error;
      left.push(nameOfUser(person.now));
    }
  }
  if (left.length > 0) throw new Irreversible(context.app.t('users.roleChangedSince', { names: sayNames(context, left), count: left.length }));
}

/**
 * Gives each target `choice`. Everyone refused: throws, saying why (one person: the server's words). Some refused:
 * an error toast says how many changed and who did not, with the undo of those that did, which it also returns.
 */
export async function changeRoles(context: CommandContext, choice: RoleChoice): Promise<Undo | undefined> {
  const ids = context.targets().ids;
  if (ids.length === 0) return undefined;
  const role = roleOf(choice);
  const { changed, failures } = await setEach(context, ids, () => role);
  const roleName = context.app.t(`users.role.${choice}`);
  if (changed.size === 0) {
    const only = failures.length === 1 ? failures[0] : undefined;
    throw new Refusal(only ? only.message : context.app.t('users.roleNoneChanged', { total: ids.length, reasons: refusals(context, failures) }));
  }
  const summary = context.app.t('users.roleSet', { count: changed.size, role: roleName });
  const undo: Undo = {
    summary,
    run: () => putBack(context, changed, (id) => changed.get(id)?.before ?? null),
    redo: () => putBack(context, changed, () => role),
  };
  if (failures.length === 0) {
    context.app.notify.success(summary, undo);
  } else {
    // those that changed can still be put back, from the error's toast too
    context.app.notify.error(context.app.t('users.rolePartly', { changed: changed.size, total: ids.length, role: roleName, reasons: refusals(context, failures) }), undo);
  }
  return undo;
}
