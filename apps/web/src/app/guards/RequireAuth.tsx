import { Button } from '@mantine/core';
import { isPublicRoute } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/FullPageLoader';
import { StatusCard } from '../../components/StatusCard';
import { SignedInUserProvider, useAuth } from '../../lib/auth';
import type { FromState } from '../../lib/auth-routing';
import { PublicFrame } from '../layouts/PublicLayout';
import { NotFoundPage } from '../../components/NotFoundPage';

/**
 * Signed-in screens (spec §4): a visitor without a session goes to /auth/login, which remembers where
 * they came from. Public routes the web does not have yet are "not found" instead.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();

  switch (auth.status) {
    case 'loading':
      return <FullPageLoader />;
    case 'error':
      return (
        <PublicFrame>
          <StatusCard title={t('errors.sessionTitle')} description={auth.error instanceof Error ? auth.error.message : null}>
            <Button onClick={auth.retry}>{t('errors.retry')}</Button>
          </StatusCard>
        </PublicFrame>
      );
    case 'anonymous': {
      if (isPublicRoute(location.pathname)) {
        return (
          <PublicFrame>
            <NotFoundPage />
          </PublicFrame>
        );
      }
      const from = `${location.pathname}${location.search}${location.hash}`;
      const state: FromState | undefined = location.pathname === '/' ? undefined : { from };
      return <Navigate to="/auth/login" replace state={state} />;
    }
    case 'authenticated':
      return (
        <SignedInUserProvider value={{ user: auth.user, roles: auth.roles }}>
          <Outlet />
        </SignedInUserProvider>
      );
  }
}
