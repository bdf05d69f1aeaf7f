import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileInput, UserDetails } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { USER_QUERY_KEY } from '../../../lib/auth';
import { PROFILE_KEY } from './fetchProfile';

/** PUT /api/profile (no roles, status or fleet here). */
export function updateProfile(body: TProfileInput): Promise<UserDetails> {
  return api.put('/profile', body);
}

/** Saves one's own data; the signed-in user (header, menus) takes the answer at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(PROFILE_KEY, user);
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
  });
}
