import { LANGUAGES, type Language } from '@vozka/domain';
import i18next, { type TFunction } from 'i18next';

/**
 * The API's own texts (e-mails, SMS, documents) through i18next, the library the web translates with: the
 * same plural rules (Intl.PluralRules: cs one/few/other, en one/other, plus `_zero`) and `{name}`
 * placeholders. Each locale file registers its namespace with `registerTexts` and renders through the
 * `translator` of a language. Values are plain text: the e-mail layout and the PDF writer escape them.
 */
const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  showSupportNotice: false,
  lng: 'cs',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  resources: {},
  returnNull: false,
  returnObjects: true,
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
});

/** A namespace's texts in every language; the shape is the same for each. */
export type Texts<T extends object> = Record<Language, T>;

/** Every namespace registered so far, as it was registered (the catalogue test reads them). */
const registered = new Map<string, Texts<object>>();

/** Registers (or replaces) a namespace's texts; answers them, so a file can also read them typed. */
export function registerTexts<R extends Texts<object>>(ns: string, texts: R): R {
  for (const lang of LANGUAGES) instance.addResourceBundle(lang, ns, texts[lang], true, true);
  registered.set(ns, texts);
  return texts;
}

/** The namespaces registered so far, each with its texts in every language. */
export function registeredTexts(): ReadonlyMap<string, Texts<object>> {
  return registered;
}

/** The `t` of one language and namespace: `t('lead', { count: 3 })` picks `lead_few` in Czech. */
export function translator(lang: Language, ns: string): TFunction {
  return instance.getFixedT(lang, ns);
}

/** A text of one language and namespace as a plain string (a missing key answers the key: tests catch it). */
export function text(lang: Language, ns: string, key: string, values: Record<string, unknown> = {}): string {
  return translator(lang, ns)(key, values);
}

/** A namespace registered: its texts of a language (typed labels) and a text of a key with `{placeholders}` filled. */
export function textNamespace<T extends object>(ns: string, texts: Texts<T>) {
  registerTexts(ns, texts);
  return {
    texts: (lang: Language): T => texts[lang],
    text: (lang: Language, key: string, values: Record<string, unknown> = {}): string => text(lang, ns, key, values),
  };
}
