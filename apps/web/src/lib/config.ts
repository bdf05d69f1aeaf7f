/**
 * Fixed links and layout constants of the web. External hrefs can be overridden at build time with
 * Vite env variables (VITE_GOOGLE_PLAY_URL, VITE_APP_STORE_URL, VITE_TERMS_URL).
 */
const env = import.meta.env;

function envUrl(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

export const STORE_LINKS = {
  googlePlay: envUrl(env.VITE_GOOGLE_PLAY_URL, 'https://play.google.com/store/apps/details?id=cz.vozka.app'),
  appStore: envUrl(env.VITE_APP_STORE_URL, 'https://apps.apple.com/cz/app/vozka/id6400000000'),
} as const;

export const TERMS_URL = envUrl(env.VITE_TERMS_URL, 'https://www.vozka.cz/obchodni-podminky');

/**
 * Spec §9: the desktop breakpoint is 991 px — up to 991 px wide the side menu collapses behind a burger,
 * from 992 px it is always shown. (Mantine's AppShell treats widths below `breakpoint` as mobile, and
 * its `md` breakpoint, used to hide the burger, is 62em = 992 px.)
 */
export const DESKTOP_MIN_WIDTH_PX = 992;

export { LANGUAGE_STORAGE_KEY } from './language-key';

/** Below Mantine's `sm` breakpoint (48em = 768 px) the screen is a phone's (issue 17 §12). */
export const PHONE_MEDIA_QUERY = '(max-width: 47.99em)';
