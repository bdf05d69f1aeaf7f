import { DEFAULT_LANGUAGE, type Language, normalizeLanguage } from '@vozka/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from './i18n';

/** The UI language and a setter that also remembers the choice. */
export function useLanguage(): [Language, (language: Language) => void] {
  const { i18n } = useTranslation();
  const language = normalizeLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const change = useCallback((next: Language) => void setLanguage(next), []);
  return [language, change];
}
