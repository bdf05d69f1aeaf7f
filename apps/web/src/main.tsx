import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { USER_QUERY_KEY, fetchUserDetails } from './lib/auth';
import { initI18n } from './lib/i18n';

initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createQueryClient();
// Who is signed in is asked now, while the page's chunk loads, not after the first render: every page waits
// for the answer (the sign-in page shows its form on a 401), and it saves a round trip (issue 18).
void queryClient.prefetchQuery({ queryKey: USER_QUERY_KEY, queryFn: fetchUserDetails, staleTime: 60_000 });
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
