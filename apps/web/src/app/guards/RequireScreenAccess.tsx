import { canOpen } from '@vozka/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSignedInUser } from '../../lib/auth';

/** Spec §6: a screen the user's roles may not open sends them to /access-denied. */
export function RequireScreenAccess() {
  const { roles } = useSignedInUser();
  const { pathname, search } = useLocation();
  if (!canOpen(roles, pathname, search)) return <Navigate to="/access-denied" replace />;
  return <Outlet />;
}
