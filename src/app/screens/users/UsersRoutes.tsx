// The /users section: the records kit's paged list, create panel and deletes, plus the password reset and the
// confirmations of a role given or changed.
import { useSnapshot } from 'valtio';
import { Route } from 'wouter';
import { paths } from '../../paths';
import { SectionRoutes } from '../../records/SectionRoutes';
import { usersSection } from '../../sections/users';
import { auth, sessionRole } from '../../state/auth';
import { ResetPasswordPanel } from './ResetPasswordPanel';
import { RoleConfirmation } from './RoleConfirmation';

export function UsersRoutes() {
  // read through the snapshot, the session's role re-renders the routes when it changes while here
  // (services/sessionRole.ts): what is open to it follows at once
  sessionRole(useSnapshot(auth).user);
  return (
    <SectionRoutes section={usersSection}>
      <Route path={paths.users.local(paths.users.resetPassword)}><ResetPasswordPanel /></Route>
      <Route path={paths.users.local(paths.users.giveAccess)}><RoleConfirmation action="giveAccess" /></Route>
      <Route path={paths.users.local(paths.users.changeRole)}><RoleConfirmation action="changeRole" /></Route>
    </SectionRoutes>
  );
}
