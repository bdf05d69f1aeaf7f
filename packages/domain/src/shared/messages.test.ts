import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageText } from './messages.ts';
import { translate } from './translate.ts';
import { languageFromHeader, languageFromLocale, normalizeLanguage } from './language.ts';

describe('messages', () => {
  it('every message has a Czech and an English text with the same placeholders in every plural form', () => {
    const forms = (text: MessageText) => (typeof text === 'string' ? [text] : Object.values(text));
    const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [code, texts] of Object.entries(MESSAGES)) {
      const [en, cs] = [forms(texts.en), forms(texts.cs)];
      expect([code, en.every((t) => t.length > 0), cs.every((t) => t.length > 0)]).toEqual([code, true, true]);
      for (const text of [...en, ...cs]) expect([code, holes(text)]).toEqual([code, holes(en[0]!)]);
      // A plural message names the parameter that counts, and every form shows it.
      const counted = (texts as { count?: string }).count;
      if (typeof texts.en !== 'string') expect([code, counted && holes(en[0]!).includes(counted)]).toEqual([code, true]);
    }
  });

  it('chooses plural forms by the language (Czech 1 / 2–4 / 5+), through i18next', () => {
    expect(translate('TOO_MANY_ATTEMPTS', 'en', { seconds: 1 })).toBe('Too many attempts. Try again in 1 second.');
    expect(translate('TOO_MANY_ATTEMPTS', 'cs', { seconds: 1 })).toBe('Příliš mnoho pokusů. Zkuste to znovu za 1 sekundu.');
    expect(translate('TOO_MANY_ATTEMPTS', 'cs', { seconds: 3 })).toBe('Příliš mnoho pokusů. Zkuste to znovu za 3 sekundy.');
    expect(translate('TOO_MANY_ATTEMPTS', 'cs', { seconds: 60 })).toBe('Příliš mnoho pokusů. Zkuste to znovu za 60 sekund.');
    expect(translate('RIDE_NO_SHOW_TOO_EARLY', 'cs', { minutes: 2 })).toBe(
      'Cestujícího lze označit jako nedostaveného až 2 minuty po čase vyzvednutí.',
    );
    expect(translate('RIDE_NO_SHOW_TOO_EARLY', 'en', { minutes: 15 })).toMatch(/only 15 minutes after/);
    expect(translate('FILE_NOT_UPLOADED', 'cs', { name: 'a.pdf' })).toBe('Soubor a.pdf nebyl nahrán');
  });
  it('keeps the spec wording', () => {
    expect(translate('LOGIN_INCORRECT', 'en')).toBe('Login details are not correct');
    expect(translate('LINK_EXPIRED', 'cs')).toBe('Link vypršel');
    expect(translate('SERVER_ERROR', 'cs')).toBe('Nastal problém, zkuste to prosím později');
    expect(translate('TOO_MANY_ATTEMPTS', 'en', { seconds: 42 })).toBe('Too many attempts. Try again in 42 seconds.');
  });
});

describe('language', () => {
  it('cs-CZ locale is Czech, anything else English', () => {
    expect(languageFromLocale('cs-CZ')).toBe('cs');
    expect(languageFromLocale('en-US')).toBe('en');
    expect(languageFromLocale('de-DE')).toBe('en');
    expect(languageFromLocale(undefined)).toBe('en');
  });
  it('reads CZ/EN and cs/en alike', () => {
    expect(normalizeLanguage('CZ')).toBe('cs');
    expect(normalizeLanguage('EN')).toBe('en');
    expect(normalizeLanguage('de')).toBeNull();
    expect(languageFromHeader('de-DE,cs;q=0.8')).toBe('cs');
    expect(languageFromHeader(undefined)).toBe('en');
  });
});
