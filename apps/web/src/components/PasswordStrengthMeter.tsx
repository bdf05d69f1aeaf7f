import { Progress, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type PasswordStrength, passwordStrength } from '@vozka/domain';
import { useTranslation } from 'react-i18next';

const LEVEL: Record<PasswordStrength, { value: number; color: string }> = {
  prompt: { value: 0, color: 'gray' },
  weak: { value: 33, color: 'red' },
  medium: { value: 66, color: 'yellow' },
  strong: { value: 100, color: 'teal' },
};

/** Spec §2: the new password shows its strength (prompt, weak, medium, strong). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  const label = t(`password.strength.${strength}`);
  return (
    <Stack gap={4}>
      <Progress.Root size="sm" aria-hidden>
        <Progress.Section value={LEVEL[strength].value} color={LEVEL[strength].color} withAria={false} />
      </Progress.Root>
      <Text fz="xs" c="dimmed" aria-live="polite" data-testid="password-strength" data-strength={strength}>
        <VisuallyHidden>{t('password.strengthLabel')}: </VisuallyHidden>
        {label}
      </Text>
    </Stack>
  );
}
