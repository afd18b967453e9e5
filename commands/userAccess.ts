// Back-office access: "Give back-office access…" (a) and "Change role…" (r), on the selection or the row under the
// cursor. The role is chosen on the palette page, each choice saying what it would do to whom; choosing one (there, or
// its value on the palette's first page) opens the confirmation at the command's route (/users/give-access?role=staff,
// screens/users/RoleConfirmation.tsx), which names the people and runs the command from there (`source` 'route').
// Admins only: for staff they are greyed with the reason, and the server refuses them anyway.
import type { MessageId } from '../src/app/i18n/messageIds';
import { paths } from '../src/app/paths';
import type { CommandContext } from './context';
import { defineCommand, type ArgumentOption, type Availability, type CommandSource } from './registry';
import { changeRoles, sayNames, userName, type RoleChoice } from './roleChange';
import { withTargets } from './targets';
import { sessionIsAdmin } from '../src/app/state/auth';

/** Managing users and access is an admin's: anyone else is told so. */
export const adminOnly = (): Availability => (sessionIsAdmin() ? true : { reason: 'users.unavailable.adminOnly' });

export const adminWith = (then: (context: CommandContext) => Availability) => (context: CommandContext): Availability => {
  const allowed = adminOnly();
  return allowed === true ? then(context) : allowed;
};

/** The targets' names as the confirmation says them, joined in the person's language. */
export const targetNames = (context: CommandContext): string => sayNames(context, context.targets().ids.map(userName));

/** What the confirmation of `choice` asks, naming the people: "Give staff access to Ana Silva and Rui Lopes?" */
export const accessQuestion = (action: AccessAction, choice: RoleChoice): MessageId =>
  action === 'giveAccess' ? (choice === 'admin' ? 'users.giveAccess.admin' : 'users.giveAccess.staff') : `users.changeRole.${choice}`;

export type AccessAction = 'giveAccess' | 'changeRole';

/** The choices each command offers (its confirmation refuses any other in its URL). */
export const ACCESS_CHOICES: Record<AccessAction, readonly RoleChoice[]> = { giveAccess: ['staff', 'admin'], changeRole: ['admin', 'staff', 'none'] };

/** Each role offered, its label, and the question that confirms it. */
function roleOptions(action: AccessAction) {
  return (context: CommandContext): ArgumentOption<RoleChoice>[] => {
    const names = targetNames(context);
    return ACCESS_CHOICES[action].map((choice) => ({ value: choice, label: context.app.t(`users.role.${choice}`), detail: context.app.t(accessQuestion(action, choice), { names }), keywords: choice }));
  };
}

/** From its confirmation the change is made; from anywhere else (the palette's choice) the confirmation opens. */
const confirmThenChange = (route: string) => (context: CommandContext, { role }: { role: RoleChoice }, source: CommandSource) => {
  if (source !== 'route') return void context.app.navigate(paths.users.roleConfirmation(route, role));
  return changeRoles(context, role);
};

const accessCommand = (action: AccessAction, key: string, route: string, keywords: readonly string[]) => ({
  id: `users.${action}`,
  title: `command.users.${action}` as const satisfies MessageId,
  titleForSelection: `command.users.${action}.selection` as const satisfies MessageId,
  titleForRow: `command.users.${action}.row` as const satisfies MessageId,
  group: 'users' as const,
  scope: 'users' as const,
  keys: [key],
  route,
  keywords: ['access', 'role', 'acesso', 'função', 'acceso', 'rol', 'admin', 'staff', ...keywords],
  when: adminWith(withTargets),
  run: confirmThenChange(route),
});

export const giveAccess = defineCommand<{ role: RoleChoice }>({
  ...accessCommand('giveAccess', 'a', paths.users.giveAccess, ['give', 'grant', 'dar', 'conceder']),
  args: {
    role: {
      title: 'command.users.giveAccess',
      prompt: (context) => context.app.t('command.users.giveAccess.choose', { names: targetNames(context) }),
      options: roleOptions('giveAccess'),
      valueTitle: { selection: 'command.users.giveAccess.value.selection', row: 'command.users.giveAccess.value.row' },
    },
  },
});

export const changeRole = defineCommand<{ role: RoleChoice }>({
  ...accessCommand('changeRole', 'r', paths.users.changeRole, ['change', 'remove', 'revoke', 'mudar', 'retirar', 'cambiar', 'quitar']),
  args: {
    role: {
      title: 'command.users.changeRole',
      prompt: (context) => context.app.t('command.users.changeRole.choose', { names: targetNames(context) }),
      options: roleOptions('changeRole'),
      valueTitle: { selection: 'command.users.changeRole.value.selection', row: 'command.users.changeRole.value.row' },
    },
  },
});

