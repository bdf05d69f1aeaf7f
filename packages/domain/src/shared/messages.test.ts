import { describe, expect, it } from 'vitest';
import { MESSAGES, translate } from './messages.ts';
import { languageFromHeader, languageFromLocale, normalizeLanguage } from './language.ts';

describe('messages', () => {
  it('every message has a Czech and an English text with the same placeholders', () => {
    for (const [code, texts] of Object.entries(MESSAGES)) {
      expect([code, texts.cs.length > 0, texts.en.length > 0]).toEqual([code, true, true]);
      const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect([code, holes(texts.cs)]).toEqual([code, holes(texts.en)]);
    }
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
