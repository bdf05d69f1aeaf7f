import type { Namespace } from '../lib/i18n';

/**
 * The public pages a phone opens first (issue 18): where each one is, its module and the text namespaces
 * it shows besides `common`. The router loads the texts with the page's chunk; the build's route preload
 * (vite-route-preload.ts) fetches the chunk and the texts while the entry loads; bench/web measures them.
 */
export const PUBLIC_PAGES = {
  login: { path: '^/auth(/login)?/?$', module: 'src/features/auth/components/LoginPage.tsx', texts: ['auth'] },
  register: { path: '^/auth/register/?$', module: 'src/features/auth/components/RegisterPage.tsx', texts: ['auth'] },
  contract: {
    path: '^/my-drive(/[^/]*)?/?$',
    module: 'src/features/rides/components/my-drive/MyDrivePage.tsx',
    texts: ['rides', 'vehicles'],
  },
  payment: { path: '^/check-payment/', module: 'src/features/payments/components/CheckPaymentPage.tsx', texts: ['payments', 'rides'] },
  tracking: {
    path: '^/[^/]+/track-your-driver/?$',
    module: 'src/features/tracking/components/TrackYourDriverPage.tsx',
    texts: ['tracking'],
  },
} as const satisfies Record<string, { path: string; module: string; texts: readonly Namespace[] }>;

/**
 * Where the HTML's first script (vite-route-preload.ts) leaves its request of `/api/user-details` for the app
 * (main.tsx), which every page waits for: asked while the app loads, not after it has run (issue 18).
 */
export const USER_DETAILS_REQUEST = '__vozkaUserDetails';
