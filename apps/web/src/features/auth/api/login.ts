import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TLoginAnswer, type TLoginRequest, type UserDetails, normalizeLanguage, translate } from '@vozka/domain';
import { ApiError, api } from '../../../lib/api-client';
import { USER_QUERY_KEY, fetchUserDetails } from '../../../lib/auth';
import { currentLanguage, setLanguage } from '../../../lib/i18n';

/** POST /api/login: the session cookie is set by the answer; the token in the body is not kept. */
export async function login(body: TLoginRequest): Promise<void> {
  await api.post<TLoginAnswer>('/login', body, { ignoreUnauthorized: true });
}

/**
 * Signs in, loads the profile and switches to the profile's language (spec §9: it wins after login).
 * The public layout then sends the user on (see postLoginTarget).
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<UserDetails, unknown, TLoginRequest>({
    mutationFn: async (body) => {
      await login(body);
      const user = await fetchUserDetails();
      if (!user) throw new ApiError(401, translate('LOGIN_REQUIRED', currentLanguage()), 'LOGIN_REQUIRED');
      const language = normalizeLanguage(user.language);
      if (language) await setLanguage(language);
      return user;
    },
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] });
      queryClient.setQueryData(USER_QUERY_KEY, user);
    },
  });
}
