import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_LANGUAGE,
  PROFILE_DETAIL_TEXTS,
  type Language,
  type TProfileInput,
  type UserDetails,
  normalizeLanguage,
} from '@vozka/domain';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from './api-client';
import { USER_QUERY_KEY } from './auth';
import { i18n as app, setLanguage } from './i18n';
import { showErrorToast } from './toasts';

/**
 * The fields PUT /api/profile takes (without `currentPassword`: the e-mail does not change here). Listed
 * by name, not read from the domain schema at run time, so the sign-in page loads no zod (issue 18); the
 * type check below fails when the schema gains or loses a field.
 */
const PROFILE_FIELDS = [
  'name',
  'email',
  'phone',
  'language',
  ...PROFILE_DETAIL_TEXTS,
  'vatPayer',
  'passengerAlerts',
] as const satisfies readonly (keyof TProfileInput & keyof UserDetails)[];
type Unlisted = Exclude<keyof TProfileInput, (typeof PROFILE_FIELDS)[number] | 'currentPassword'>;
const everyProfileField: [Unlisted] extends [never] ? true : Unlisted = true;
void everyProfileField;

/**
 * Saves another language to the signed-in user's profile (spec §9: the profile's language wins on every
 * device). The API takes the whole profile, so it is read fresh and sent back as it is, with the language.
 */
export async function saveProfileLanguage(language: Language): Promise<UserDetails> {
  const profile = await api.get<UserDetails>('/profile');
  const body: TProfileInput = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]]));
  return api.put<UserDetails>('/profile', { ...body, dateOfBirth: profile.dateOfBirth?.slice(0, 10) ?? null, language });
}

/**
 * The UI language and a setter that also remembers the choice: in this browser, and for a signed-in user
 * in the profile too (a failed save keeps the choice here and says so).
 */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const language = normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const change = useCallback(
    (next: Language) => {
      void setLanguage(next);
      saveLatestLanguage(queryClient, next);
    },
    [queryClient],
  );
  return [language, change];
}

/** The language last chosen, and the save under way, if any: saves run one after another. */
const profileSaves = new WeakMap<QueryClient, { wanted: Language; running: boolean }>();

/**
 * Saves `next` to the profile unless it is there already. A choice made while a save runs waits for it and
 * is saved after it, the last choice last: two saves at once could land in either order, and one compared
 * with the profile before the first had answered was skipped (Czech and back to English left Czech saved).
 */
function saveLatestLanguage(queryClient: QueryClient, next: Language): void {
  const state = profileSaves.get(queryClient);
  if (state?.running) {
    state.wanted = next;
    return;
  }
  const saves = { wanted: next, running: true };
  profileSaves.set(queryClient, saves);
  void (async () => {
    try {
      for (;;) {
        const user = queryClient.getQueryData<UserDetails | null>(USER_QUERY_KEY);
        const language = saves.wanted;
        if (!user || normalizeLanguage(user.language) === language) return;
        queryClient.setQueryData(USER_QUERY_KEY, await saveProfileLanguage(language));
      }
    } catch (error) {
      // In the language just chosen.
      showErrorToast(app.t('languageSave.title'), error, app.t('languageSave.failed'));
    } finally {
      saves.running = false;
    }
  })();
}

/**
 * Spec §9: the profile's language wins over this browser's stored choice. Applied when the signed-in
 * user's details come from the API (a reload, another device having changed it), not on every refetch of
 * the same language: a choice that could not be saved stays until the profile says otherwise.
 */
export function useProfileLanguage(): void {
  const queryClient = useQueryClient();
  const applied = useRef<string | null>(null);
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
        if (event.query.queryKey[0] !== USER_QUERY_KEY[0]) return;
        const user = event.query.state.data as UserDetails | null | undefined;
        const language = normalizeLanguage(user?.language);
        if (!user || !language) return;
        const seen = `${user.id}:${language}`;
        if (applied.current === seen) return;
        applied.current = seen;
        void setLanguage(language);
      }),
    [queryClient],
  );
}

/** Mounted once by the app's providers: {@link useProfileLanguage}. */
export function ProfileLanguage(): null {
  useProfileLanguage();
  return null;
}
