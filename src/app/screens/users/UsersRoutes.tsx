// The /users section: the records kit's paged list, create panel and deletes, plus the password reset.
import { Route } from 'wouter';
import { paths } from '../../paths';
import { SectionRoutes } from '../../records/SectionRoutes';
import { usersSection } from '../../sections/users';
import { ResetPasswordPanel } from './ResetPasswordPanel';

export function UsersRoutes() {
  return (
    <SectionRoutes section={usersSection}>
      <Route path={paths.users.local(paths.users.resetPassword)}><ResetPasswordPanel /></Route>
    </SectionRoutes>
  );
}
