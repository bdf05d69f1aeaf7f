import { SegmentedControl } from '@mantine/core';
import { normalizeLanguage } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_NAMES } from '../lib/i18n';
import { useLanguage } from '../lib/use-language';

const OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** cs/en switch: a radio group named "Language" / "Jazyk" with the options "Čeština" and "English". */
export function LanguagePicker({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <SegmentedControl
      aria-label={t('language')}
      size={size}
      radius="md"
      data={OPTIONS}
      value={language}
      onChange={(value) => {
        const next = normalizeLanguage(value);
        if (next) setLanguage(next);
      }}
    />
  );
}
