import i18next from 'i18next';
import type { Language } from './language.ts';
import { MESSAGES, type MessageCode, type MessageText, type MessageTexts } from './messages.ts';

function resourcesOf(lang: Language): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [code, texts] of Object.entries(MESSAGES)) {
    const text: MessageText = texts[lang];
    if (typeof text === 'string') out[code] = text;
    else for (const [category, form] of Object.entries(text)) out[`${code}_${category}`] = form;
  }
  return out;
}

/**
 * The API's and the web's message texts through one i18next instance (the library the web's screens use
 * too): `{name}` placeholders, plural forms by the language's rules (Czech 1 / 2–4 / 5+).
 */
const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  resources: { en: { translation: resourcesOf('en') }, cs: { translation: resourcesOf('cs') } },
  lng: 'en',
  fallbackLng: 'en',
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  showSupportNotice: false,
});

/** The text of a message in a language, with `{name}` placeholders filled in and the plural form chosen. */
export function translate(code: MessageCode, lang: Language, params: Record<string, string | number> = {}): string {
  const message: MessageTexts = MESSAGES[code];
  const count = message.count !== undefined && message.count in params ? Number(params[message.count]) : undefined;
  return i18n.t(code, { lng: lang, ...params, ...(count === undefined ? {} : { count }) });
}
