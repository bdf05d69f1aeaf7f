import { QueryClient } from '@tanstack/react-query';
import { type RenderResult, render } from '@testing-library/react';
import type { Role, UserDetails } from '@vozka/domain';
import type { ReactNode } from 'react';
import { type PatchRoutesOnNavigationFunction, type RouteObject, RouterProvider, createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { Menu, Popover, mergeThemeOverrides } from '@mantine/core';
import { AppProviders } from '../app/providers';
import { theme } from '../app/theme';
import { SignedInUserProvider, USER_QUERY_KEY } from '../lib/auth';

export interface RenderOptions {
  /** The URL the memory router starts at (with router state when an object). */
  url?: string | { pathname: string; search?: string; state?: unknown };
  /** Either one element at `path`, or a whole route table. */
  path?: string;
  routes?: RouteObject[];
  /** The route table's lazily added routes (the app's staff screens: app/router.tsx `patchStaffRoutes`). */
  patchRoutesOnNavigation?: PatchRoutesOnNavigationFunction;
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
  // A single screen gets the signed-in user the route guard would give it.
  const user = options.user;
  const element = user ? (
    <SignedInUserProvider value={{ user, roles: user.roles.map((role) => role.name) }}>{ui}</SignedInUserProvider>
  ) : (
    ui
  );
  const routes = options.routes ?? [
    { path: options.path ?? '/', element },
    // Where screens go after a save or a delete.
    { path: '*', element: <p>elsewhere</p> },
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [options.url ?? options.path ?? '/'],
    patchRoutesOnNavigation: options.patchRoutesOnNavigation,
  });
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

type FetchHandler = (init: RequestInit | undefined, url: URL) => Response | Promise<Response>;

/**
 * Stubs `fetch` with a handler per "METHOD /path" (the query is not part of the key; handlers get the
 * URL to read it); unknown calls fail the test loudly.
 */
export function stubFetch(handlers: Record<string, FetchHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected fetch: ${key}`);
    return handler(init, url);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URLs of the calls a fetch mock received for "METHOD /path". */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, key: string): { url: URL; init?: RequestInit }[] {
  return fetchMock.mock.calls
    .map(([input, init]) => {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      return { url: new URL(raw, 'http://localhost'), init };
    })
    .filter(({ url, init }) => `${init?.method ?? 'GET'} ${url.pathname}` === key);
}

/** The JSON body of the last call to "METHOD /path". */
export function lastJsonBody(fetchMock: ReturnType<typeof stubFetch>, key: string): unknown {
  const calls = callsTo(fetchMock, key);
  const body = calls[calls.length - 1]?.init?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

/** A paged answer `{ totalPages, objects }`. */
export function pagedResponse<T>(objects: T[], totalPages = 1): Response {
  return jsonResponse(200, { totalPages, objects });
}
