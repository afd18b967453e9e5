// Users: create, delete one, delete the selection (commands/records.ts), a new password for one user (its panel at
// /users/reset-password?user=7 asks for it twice, then runs this command with it), and back-office access ("Give
// back-office access…", "Change role…": commands/userAccess.ts). All of them are an admin's: for staff they are
// greyed with the reason, and the server refuses them anyway (src/server/http/accessRules.ts).
import { paths } from '../src/app/paths';
import type { CommandContext } from './context';
import { defineCommand, type Availability } from './registry';
import { oneTarget } from './targets';
import { adminWith, changeRole, giveAccess } from './userAccess';

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

export const userCommands = [resetPassword, giveAccess, changeRole];
