import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider, type MantineThemeOverride } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, Suspense, lazy } from 'react';
import { I18nextProvider } from 'react-i18next';
import { isApiError } from '../lib/api-client';
import { AuthProvider } from '../lib/auth';
import { i18n } from '../lib/i18n';
import { ProfileLanguage } from '../lib/use-language';
import { theme } from './theme';

/*
 * The toasts' container (and its transitions) comes in a chunk of its own, after the page: a toast shown
 * before it is there waits in the notifications store and appears when it is (issue 18).
 */
const ToastContainer = lazy(() => import('../components/ToastContainer').then((m) => ({ default: m.ToastContainer })));

/** Client errors (4xx) are answers, not glitches: only network and server failures are retried. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: true },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** Tests adjust the theme for jsdom (which has no layout). */
  themeOverride?: MantineThemeOverride;
}

export function AppProviders({ children, queryClient, themeOverride = theme }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={themeOverride} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <AuthProvider>
            <ProfileLanguage />
            {/* What suspends above the routes' own boundary (the loader, waiting for its texts) waits here. */}
            <Suspense fallback={null}>{children}</Suspense>
          </AuthProvider>
        </QueryClientProvider>
        {/* After the page: while its chunk loads it holds no element, and a page's build-time HTML is taken
            over (hydrated) before that — placed before the page, it would claim the page's first element. */}
        <Suspense fallback={null}>
          <ToastContainer />
        </Suspense>
      </MantineProvider>
    </I18nextProvider>
  );
}
