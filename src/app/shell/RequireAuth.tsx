import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { Redirect } from 'wouter';
import { auth, rememberRoute } from '../state/auth';

/** Without a session, remembers where the user was going and sends them to /login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { token } = useSnapshot(auth);
  if (token === null) {
    rememberRoute(window.location.pathname + window.location.search);
    return <Redirect to="/login" replace />;
  }
  return <>{children}</>;
}
