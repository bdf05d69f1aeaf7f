import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from './config';
import { currentLanguage, detectInitialLanguage, i18n, setLanguage } from './i18n';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('language choice', () => {
  it('picks Czech on the first visit from the cs-CZ locale', () => {
    expect(detectInitialLanguage(memoryStorage(), 'cs-CZ')).toBe('cs');
  });

  it('picks English for any other locale', () => {
    expect(detectInitialLanguage(memoryStorage(), 'en-US')).toBe('en');
    expect(detectInitialLanguage(memoryStorage(), 'de-DE')).toBe('en');
    expect(detectInitialLanguage(memoryStorage(), undefined)).toBe('en');
  });

  it('lets a stored choice win over the locale', () => {
    expect(detectInitialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), 'cs-CZ')).toBe('en');
    expect(detectInitialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'cs' }), 'en-GB')).toBe('cs');
  });

  it('ignores a stored value that is not a language', () => {
    expect(detectInitialLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'klingon' }), 'cs-CZ')).toBe('cs');
  });

  it('survives blocked storage', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(detectInitialLanguage(blocked, 'cs-CZ')).toBe('cs');
  });

  it('switches the UI, stores the choice and sets <html lang>', async () => {
    const storage = memoryStorage();
    await setLanguage('cs', storage);

    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('cs');
    expect(currentLanguage()).toBe('cs');
    expect(document.documentElement.lang).toBe('cs');
    expect(i18n.t('language')).toBe('Jazyk');
  });
});
