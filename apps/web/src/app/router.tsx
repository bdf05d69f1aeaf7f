import { Suspense } from 'react';
import { Navigate, Outlet, type PatchRoutesOnNavigationFunction, type RouteObject, createBrowserRouter } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { NotFoundPage } from '../components/NotFoundPage';
import { RequireAuth } from './guards/RequireAuth';
import { RequireScreenAccess } from './guards/RequireScreenAccess';
import { PublicFrame, PublicLayout } from './layouts/PublicLayout';
import { AccessDeniedPage } from './pages/AccessDeniedPage';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { NAMESPACES, loadTexts } from '../lib/i18n';
import { PUBLIC_PAGES } from './public-pages';
import { lazyComponent, page } from './lazy-routes';

/*
 * Every page is its own chunk, loaded when its route is first opened: a public page (sign-in, tracking,
 * contract, payment) loads none of the staff screens, the app layout or the live services (issue 18).
 */
/** The route the staff screens' routes join (patchStaffRoutes). */
const STAFF_SCREENS = 'staff-screens';
const AUTH = PUBLIC_PAGES.login.texts;
const MY_DRIVE = PUBLIC_PAGES.contract.texts;
const myDrive = () => import('../features/rides/components/my-drive/MyDrivePage').then((m) => m.MyDrivePage);

function checkPayment(kind: 'drive' | 'payment'): RouteObject['lazy'] {
  return async () => {
    const [{ CheckPaymentPage }] = await Promise.all([
      import('../features/payments/components/CheckPaymentPage'),
      loadTexts(PUBLIC_PAGES.payment.texts),
    ]);
    return { element: <CheckPaymentPage key={kind} kind={kind} /> };
  };
}

/** A public page outside the app layout, in a frame `size` pixels wide, signed in or not and never redirected. */
function publicFramed(path: string, size: number, children: RouteObject[]): RouteObject {
  return {
    path,
    element: (
      <PublicFrame size={size}>
        <Outlet />
      </PublicFrame>
    ),
    children,
  };
}

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <FullPageLoader />,
    // What a page suspends on (its chunk, its texts) waits here, inside the error boundary of this route.
    element: (
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      {
        path: 'auth',
        element: <PublicLayout />,
        children: [
          { index: true, element: <Navigate to="/auth/login" replace /> },
          page('login', () => import('../features/auth/components/LoginPage').then((m) => m.LoginPage), AUTH),
          page('register', () => import('../features/auth/components/RegisterPage').then((m) => m.RegisterPage), AUTH),
          page(
            'register/:key',
            () => import('../features/auth/components/VerifyRegistrationPage').then((m) => m.VerifyRegistrationPage),
            AUTH,
          ),
          page('verify-confirm', () => import('../features/auth/components/VerifyConfirmPage').then((m) => m.VerifyConfirmPage), AUTH),
          page(
            'password-recovery',
            () => import('../features/auth/components/PasswordRecoveryPage').then((m) => m.PasswordRecoveryPage),
            AUTH,
          ),
          page('password-recovery/:key', () => import('../features/auth/components/SetPasswordPage').then((m) => m.SetPasswordPage), AUTH),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // Spec §2: the transport contract is public and never redirected, signed in or not.
      publicFramed('my-drive', 1000, [
        { index: true, lazy: lazyComponent(myDrive, MY_DRIVE) },
        { path: ':secretIdent', lazy: lazyComponent(myDrive, MY_DRIVE) },
      ]),
      // Spec §2: paying a ride is public and never redirected (by the ride's secret, or a payment's public id).
      publicFramed('check-payment', 640, [
        { path: 'drive/:id', lazy: checkPayment('drive') },
        { path: 'payment/:id', lazy: checkPayment('payment') },
        { path: '*', element: <NotFoundPage /> },
      ]),
      // Spec §2: following one's driver is public, without the app layout, signed in or not.
      publicFramed(':slug/track-your-driver', 960, [
        {
          index: true,
          lazy: lazyComponent(
            () => import('../features/tracking/components/TrackYourDriverPage').then((m) => m.TrackYourDriverPage),
            PUBLIC_PAGES.tracking.texts,
          ),
        },
      ]),
      {
        element: <RequireAuth />,
        children: [
          {
            // The signed-in screens use every namespace: they come with the signed-in services, at once.
            lazy: lazyComponent(() => import('./layouts/SignedInServices').then((m) => m.SignedInServices), NAMESPACES),
            children: [
              {
                lazy: lazyComponent(() => import('./layouts/AppLayout').then((m) => m.AppLayout)),
                children: [
                  {
                    // The staff screens' routes join this route on the first navigation to one of them
                    // (patchStaffRoutes): the public pages' first load carries none of their table.
                    id: STAFF_SCREENS,
                    element: <RequireScreenAccess />,
                    children: [
                      { index: true, lazy: lazyComponent(() => import('./layouts/SignedInServices').then((m) => m.LandingRedirect)) },
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

/**
 * Adds the staff screens' routes (the menu screens and the create, edit and detail screens: `staff-routes.tsx`)
 * under the signed-in app's screens route on the first navigation that reaches that route — an app
 * path no route matches yet, which the route's `*` (not found) holds until then. react-router asks this
 * (`patchRoutesOnNavigation`) before it matches a path it cannot match fully or matches with parameters; a
 * public page (sign-in, booking, tracking, payment) matches its own route and loads nothing (issue 18).
 */
export const patchStaffRoutes: PatchRoutesOnNavigationFunction = async ({ matches, patch }) => {
  if (!matches.some((match) => match.route.id === STAFF_SCREENS)) return;
  const { staffRoutes } = await import('./staff-routes');
  // Patched again on a later navigation to a path with parameters, react-router keeps each route once.
  patch(STAFF_SCREENS, staffRoutes());
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation: patchStaffRoutes });
}
