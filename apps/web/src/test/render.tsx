import { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { Role, UserDetails } from '@vozka/domain';
import type { ReactNode } from 'react';
import { type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Menu, Popover, mergeThemeOverrides } from '@mantine/core';
import { AppProviders } from '../app/providers';
import { theme } from '../app/theme';
import { USER_QUERY_KEY } from '../lib/auth';

export interface RenderOptions {
  /** The URL the memory router starts at (with router state when an object). */
  url?: string | { pathname: string; search?: string; state?: unknown };
  /** Either one element at `path`, or a whole route table. */
  path?: string;
  routes?: RouteObject[];
  /** Preloads the session: a user, null (signed out), or undefined (asked from the API). */
  user?: UserDetails | null;
}

/** jsdom has no layout, so floating dropdowns would count as "detached" and stay hidden. */
const testTheme = mergeThemeOverrides(theme, {
  components: {
    Popover: Popover.extend({ defaultProps: { hideDetached: false } }),
    Menu: Menu.extend({ defaultProps: { hideDetached: false } }),
  },
});

export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (options.user !== undefined) queryClient.setQueryData(USER_QUERY_KEY, options.user);
  const routes = options.routes ?? [{ path: options.path ?? '/', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [options.url ?? options.path ?? '/'] });
  const result: RenderResult = render(
    <AppProviders queryClient={queryClient} themeOverride={testTheme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

export function makeUser(roles: Role[], overrides: Partial<UserDetails> = {}): UserDetails {
  return {
    id: 7,
    userId: 7,
    name: 'Jana Nováková',
    email: 'jana@example.cz',
    phone: null,
    status: 'ACTIVE',
    type: null,
    roles: roles.map((name) => ({ name })),
    language: 'en',
    vatPayer: false,
    fleetManager: null,
    bankAccount: null,
    city: null,
    street: null,
    zipCode: null,
    dateOfBirth: null,
    companyId: null,
    companyName: null,
    companyAddress: null,
    companyTin: null,
    emailSecondary: null,
    phoneSecondary: null,
    invoicing: null,
    internalNumber: null,
    internalNote: null,
    ...overrides,
  };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Stubs `fetch` with a handler per "METHOD /path"; unknown calls fail the test loudly. */
export function stubFetch(handlers: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init?.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected fetch: ${key}`);
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
