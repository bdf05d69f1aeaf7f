import { Stack } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldsProps {
  labels: { password: string; again: string };
  /** The current value of the first field, for the strength indicator. */
  password: string;
  fields: { password: UseFormRegisterReturn; again: UseFormRegisterReturn };
  errors: { password?: string | boolean; again?: string | boolean };
}

/** A new password with its strength indicator, and the same password again (registration, reset). */
export function NewPasswordFields({ labels, password, fields, errors }: NewPasswordFieldsProps) {
  return (
    <>
      <Stack gap={6}>
        <PasswordField label={labels.password} autoComplete="new-password" error={errors.password} {...fields.password} />
        <PasswordStrengthMeter password={password} />
      </Stack>
      <PasswordField label={labels.again} autoComplete="new-password" error={errors.again} {...fields.again} />
    </>
  );
}
