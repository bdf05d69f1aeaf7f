import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { USER_QUERY_KEY, fetchUserDetails } from './lib/auth';
import { initI18n } from './lib/i18n';
import { USER_DETAILS_REQUEST } from './app/public-pages';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// Who is signed in is asked before the first render: every page waits for the answer (the sign-in page shows
// its form on a 401). The HTML's first script has asked already, while the app loaded (vite-route-preload.ts,
// the same request); without it, it is asked now, while the page's chunk loads (issue 18).
const early = (window as { [USER_DETAILS_REQUEST]?: Promise<Response> | null })[USER_DETAILS_REQUEST] ?? undefined;
(window as { [USER_DETAILS_REQUEST]?: null })[USER_DETAILS_REQUEST] = null; // read once; a late script asks nothing
void queryClient.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: () => fetchUserDetails(early), staleTime: 60_000 });
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
