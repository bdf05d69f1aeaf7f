import { allows, landingRoute } from '@vozka/domain';
import { type RouteObject, Navigate, Outlet, createBrowserRouter } from 'react-router';
import { LoginPage } from '../features/auth/components/LoginPage';
import { PasswordRecoveryPage } from '../features/auth/components/PasswordRecoveryPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { SetPasswordPage } from '../features/auth/components/SetPasswordPage';
import { VerifyConfirmPage } from '../features/auth/components/VerifyConfirmPage';
import { VerifyRegistrationPage } from '../features/auth/components/VerifyRegistrationPage';
import { CheckPaymentPage } from '../features/payments/components/CheckPaymentPage';
import { DutyProvider } from '../features/driver/duty';
import { MyDrivePage } from '../features/rides/components/my-drive/MyDrivePage';
import { TrackYourDriverPage } from '../features/tracking/components/TrackYourDriverPage';
import { useSignedInUser } from '../lib/auth';
import { LiveEventsProvider } from '../lib/events';
import { RequireAuth } from './guards/RequireAuth';
import { RequireScreenAccess } from './guards/RequireScreenAccess';
import { AppLayout } from './layouts/AppLayout';
import { PublicFrame, PublicLayout } from './layouts/PublicLayout';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { detailRoutes, screenRoutes } from './screens';

function LandingRedirect() {
  const { roles } = useSignedInUser();
  return <Navigate to={landingRoute(roles)} replace />;
}

/**
 * What every signed-in screen shares: the tab's one live event stream (docs/api/dispatch.md §4) and,
 * for a driver, the location sharing that goes on whatever screen is open.
 */
function SignedInServices() {
  const { roles } = useSignedInUser();
  return (
    <LiveEventsProvider>
      <DutyProvider enabled={allows('positions.report', roles)}>
        <Outlet />
      </DutyProvider>
    </LiveEventsProvider>
  );
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: 'auth',
        element: <PublicLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'register/:key', element: <VerifyRegistrationPage /> },
          { path: 'verify-confirm', element: <VerifyConfirmPage /> },
          { path: 'password-recovery', element: <PasswordRecoveryPage /> },
          { path: 'password-recovery/:key', element: <SetPasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // Spec §2: the transport contract is public and never redirected, signed in or not.
        path: 'my-drive',
        element: (
          <PublicFrame size={1000}>
            <Outlet />
          </PublicFrame>
        ),
        children: [
          { index: true, element: <MyDrivePage /> },
          { path: ':secretIdent', element: <MyDrivePage /> },
        ],
      },
      {
        // Spec §2: paying a ride is public and never redirected (by the ride's secret, or a payment's public id).
        path: 'check-payment',
        element: (
          <PublicFrame size={640}>
            <Outlet />
          </PublicFrame>
        ),
        children: [
          { path: 'drive/:id', element: <CheckPaymentPage key="drive" kind="drive" /> },
          { path: 'payment/:id', element: <CheckPaymentPage key="payment" kind="payment" /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        // Spec §2: following one's driver is public, without the app layout, signed in or not.
        path: ':slug/track-your-driver',
        element: (
          <PublicFrame size={960}>
            <TrackYourDriverPage />
          </PublicFrame>
        ),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SignedInServices />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    element: <RequireScreenAccess />,
                    children: [
                      { index: true, element: <LandingRedirect /> },
                      ...screenRoutes(),
                      ...detailRoutes(),
                      { path: 'access-denied', element: <AccessDeniedPage /> },
                      { path: '*', element: <NotFoundPage /> },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
