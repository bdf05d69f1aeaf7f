import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role, UserDetails } from '@vozka/domain';
import { isRole } from '@vozka/domain';
import { type ReactNode, createContext, useContext, useEffect } from 'react';
import { ApiError, api, onUnauthorized } from './api-client';

export const USER_QUERY_KEY = ['user-details'] as const;

/**
 * Forgets the session on this side: the user becomes "signed out" (the route guard then shows
 * /auth/login) and every other cached answer is dropped (after logout or deleting one's account).
 */
export function clearSession(queryClient: QueryClient): void {
  queryClient.setQueryData(USER_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
}

/** The signed-in user, or null when there is no (valid) session (`response`: the answer, asked already). */
export async function fetchUserDetails(response?: Promise<Response>): Promise<UserDetails | null> {
  try {
    return await api.get<UserDetails>('/user-details', { ignoreUnauthorized: true, response });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Spec §4: loading, then authenticated or not (or the server could not be asked). */
export type AuthState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'authenticated'; user: UserDetails; roles: Role[] };

export function useAuth(): AuthState {
  const query = useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: () => fetchUserDetails(),
    staleTime: 60_000,
  });
  if (query.data === null) return { status: 'anonymous' };
  if (query.data) {
    return { status: 'authenticated', user: query.data, roles: query.data.roles.map((r) => r.name).filter(isRole) };
  }
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'loading' };
}

export interface SignedInUser {
  user: UserDetails;
  roles: Role[];
}

const SignedInUserContext = createContext<SignedInUser | null>(null);

/**
 * Given by the route guard to the signed-in screens. Screens read the user from here rather than from
 * the query, so on sign-out they are unmounted by the guard instead of rendering without a user.
 */
export function SignedInUserProvider({ value, children }: { value: SignedInUser; children: ReactNode }) {
  return <SignedInUserContext value={value}>{children}</SignedInUserContext>;
}

/** The user of a screen that is only rendered for a signed-in user (inside RequireAuth). */
export function useSignedInUser(): SignedInUser {
  const value = useContext(SignedInUserContext);
  if (!value) throw new Error('useSignedInUser used outside of a signed-in screen');
  return value;
}

/**
 * Keeps the session state in step with the API: a 401 answer of any call refreshes the user
 * (spec §8), and the route guards send a user who turned out signed out to the login page.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  useEffect(() => onUnauthorized(() => void queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY })), [queryClient]);
  return children;
}
