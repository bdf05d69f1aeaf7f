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

/**
 * The public pages whose HTML is rendered at build time (vite-prerender.ts, issue 18): the address each is
 * rendered at, the addresses (a pattern) the server sends it for, and when the app takes it over (main.tsx):
 * as soon as it can (`when-ready`), or — for a signed-out visitor, whose page needs nothing from the app until
 * they use it — at their first touch, key or focus (`first-interaction`).
 *
 * A page with `data` is also rendered by the server for each request, with the API answer at that address
 * (`$1`: the pattern's first group; decision 0050): the transport contract is sent whole, and the app takes it
 * over at the visitor's first touch like the sign-in page. Without an answer (an unknown link, the limit of
 * calls reached) the server sends the build's HTML: the contract's frame and heading above the spinner, the
 * same for every ride, which the app fills in once it has run (`takeOver`).
 */
export const PRERENDERED_PAGES = {
  login: { render: '/auth/login', path: '^/auth/login/?$', takeOver: 'first-interaction' },
  contract: {
    render: '/my-drive/prerender',
    path: '^/my-drive/([^/]+)/?$',
    takeOver: 'when-ready',
    data: '/api/orders/$1/overview',
  },
} as const satisfies Record<string, PrerenderedPage>;

export interface PrerenderedPage {
  render: string;
  path: string;
  takeOver: 'first-interaction' | 'when-ready';
  data?: string;
}

/**
 * Where the route preload leaves what the visitor did on a build-time page before the app had taken it
 * over and only the app can do: a form sent (the browser would have sent it as a GET, the password in the
 * address) or a control clicked (vite-route-preload.ts). The app does it then (main.tsx).
 */
export const PENDING_ACTION = '__vozkaPendingAction';
