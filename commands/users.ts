// Users: create, delete one, delete the selection (commands/records.ts), a new password for one user (its panel at
// /users/reset-password?user=7 asks for it twice, then runs this command with it), and back-office access: "Give
// back-office access…" and "Change role…" on the selection or the row under the cursor, each a bulk change with its
// undo (records/bulkChange.ts). All of them are an admin's: for staff they are greyed with the reason, and the
// server refuses them anyway (src/server/http/accessRules.ts).
import type { User } from '../src/contract/entities';
import type { Role } from '../src/contract/enums';
import type { MessageId } from '../src/app/i18n/messageIds';
import { paths } from '../src/app/paths';
import { runBulkChange, setField, type BulkField, type BulkTarget } from '../src/app/records/bulkChange';
import { users } from '../src/app/services/lists';
import { sessionIsAdmin } from '../src/app/state/auth';
import { settings } from '../src/app/state/settings';
import type { CommandContext } from './context';
import { defineCommand, type ArgumentOption, type Availability } from './registry';
import { oneTarget, withTargets } from './targets';

/** Managing users and access is an admin's: anyone else is told so. */
export const adminOnly = (): Availability => (sessionIsAdmin() ? true : { reason: 'users.unavailable.adminOnly' });

const adminWith = (then: (context: CommandContext) => Availability) => (context: CommandContext): Availability => {
  const allowed = adminOnly();
  return allowed === true ? then(context) : allowed;
};

const withOneUser = (context: CommandContext): Availability =>
  oneTarget(context) !== null ? true : { reason: 'users.unavailable.notOneUser' };

export const resetPassword = defineCommand<{ email: string; password: string }, void>({
  id: 'users.resetPassword',
  title: 'command.users.resetPassword',
  group: 'users',
  scope: 'users',
  keys: ['p'],
  aboutOneRow: true,
  keywords: ['password', 'palavra-passe', 'contraseña', 'reset', 'change', 'senha'],
  route: paths.users.resetPassword,
  routeFor: (context) => {
    const userId = oneTarget(context);
    return userId === null ? null : paths.users.resetPasswordOf(userId);
  },
  // on its own panel the user is the URL's (?user=7)
  when: adminWith((context) => (context.route === paths.users.resetPassword ? true : withOneUser(context))),
  run: async (context, { email, password }) => {
    await context.app.api.auth.changePassword(email, password);
    context.app.notify.success(context.app.t('users.passwordChanged'));
    context.app.navigate(paths.users.list);
  },
});

/** At most this many names in a confirmation; the rest are counted ("Ana Silva, Rui Lopes, Eva Reis and 4 others"). */
const NAMED = 3;

/** The targets' names as the confirmation says them, joined in the person's language. */
export function targetNames(context: CommandContext): string {
  const names = context.targets().ids.map((id) => {
    const user = users.find(id);
    return user ? user.name || user.email : `#${id}`;
  });
  const list = (items: string[]) => new Intl.ListFormat(settings.language, { type: 'conjunction' }).format(items);
  if (names.length <= NAMED) return list(names);
  return context.app.t('users.names.more', { names: names.slice(0, NAMED).join(', '), count: names.length - NAMED });
}

type RoleChoice = Role | 'none';
const roleOf = (choice: RoleChoice): Role | null => (choice === 'none' ? null : choice);

const roleField: BulkField<User, RoleChoice> = {
  read: (user) => user.role ?? 'none',
  // one call per user (the API changes one role at a time), in order: a refusal stops there and is shown
  write: async (api, ids, choice) => {
    const results: User[] = [];
    for (const id of ids) results.push(await api.users.setRole(id, roleOf(choice)));
    return { results };
  },
};

const people: BulkTarget<User> = { tableId: 'users', store: users };

/** Each role offered, its label, and the question that confirms it, naming the people. */
function roleOptions(choices: readonly RoleChoice[], question: (choice: RoleChoice) => MessageId) {
  return (context: CommandContext): ArgumentOption<RoleChoice>[] => {
    const names = targetNames(context);
    return choices.map((choice) => ({ value: choice, label: context.app.t(`users.role.${choice}`), detail: context.app.t(question(choice), { names }), keywords: choice }));
  };
}

const changeTo = (context: CommandContext, choice: RoleChoice | undefined) =>
  choice === undefined
    ? undefined
    : runBulkChange(context, people, { steps: [setField(roleField, choice)], summary: (count) => context.app.t('users.roleSet', { count, role: context.app.t(`users.role.${choice}`) }) });

const accessCommand = (action: 'giveAccess' | 'changeRole', key: string, keywords: readonly string[]) => ({
  id: `users.${action}`,
  title: `command.users.${action}` as const satisfies MessageId,
  titleForSelection: `command.users.${action}.selection` as const satisfies MessageId,
  titleForRow: `command.users.${action}.row` as const satisfies MessageId,
  group: 'users' as const,
  scope: 'users' as const,
  keys: [key],
  keywords: ['access', 'role', 'acesso', 'função', 'acceso', 'rol', 'admin', 'staff', ...keywords],
  when: adminWith(withTargets),
});

export const giveAccess = defineCommand<{ role: RoleChoice }>({
  ...accessCommand('giveAccess', 'a', ['give', 'grant', 'dar', 'conceder']),
  args: {
    role: {
      title: 'command.users.giveAccess',
      prompt: (context) => context.app.t('command.users.giveAccess.choose', { names: targetNames(context) }),
      options: roleOptions(['staff', 'admin'], (choice) => (choice === 'admin' ? 'users.giveAccess.admin' : 'users.giveAccess.staff')),
      valueTitle: { selection: 'command.users.giveAccess.value.selection', row: 'command.users.giveAccess.value.row' },
    },
  },
  run: (context, { role }) => changeTo(context, role),
});

export const changeRole = defineCommand<{ role: RoleChoice }>({
  ...accessCommand('changeRole', 'r', ['change', 'remove', 'revoke', 'mudar', 'retirar', 'cambiar', 'quitar']),
  args: {
    role: {
      title: 'command.users.changeRole',
      prompt: (context) => context.app.t('command.users.changeRole.choose', { names: targetNames(context) }),
      options: roleOptions(['admin', 'staff', 'none'], (choice) => `users.changeRole.${choice}` as const),
      valueTitle: { selection: 'command.users.changeRole.value.selection', row: 'command.users.changeRole.value.row' },
    },
  },
  run: (context, { role }) => changeTo(context, role),
});

export const userCommands = [resetPassword, giveAccess, changeRole];
