import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle is named in the UI language. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return <PasswordInput autoComplete="current-password" {...props} visibilityToggleButtonProps={{ 'aria-label': t('password.show') }} />;
}
