import { type Permission, allows } from '@vozka/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSignedInUser } from '../../lib/auth';

/**
 * Detail screens that are in no menu (create and edit forms): open to the roles holding the API
 * permission they use; anyone else goes to /access-denied.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { roles } = useSignedInUser();
  if (!allows(permission, roles)) return <Navigate to="/access-denied" replace />;
  return children;
}
