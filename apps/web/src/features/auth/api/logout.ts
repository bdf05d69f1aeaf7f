import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/auth';

/** GET /api/logout: the server revokes the session and clears the cookie. */
export async function logout(): Promise<void> {
  await api.get<void>('/logout', { ignoreUnauthorized: true });
}

/**
 * Signs out: after the server has revoked the session every cached answer is dropped and the user
 * becomes "signed out", which makes the route guard show /auth/login.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => clearSession(queryClient),
  });
}
