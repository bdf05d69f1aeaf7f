import { Stack } from '@mantine/core';
import { type FieldValues, type Path, type UseFormReturn, useWatch } from 'react-hook-form';
import { PasswordField } from './PasswordField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldsProps<T extends FieldValues> {
  labels: { password: string; again: string };
  form: UseFormReturn<T>;
  /** The form's two fields: the new password and the same again (by default `password` and `passwordAgain`). */
  names?: { password: Path<T>; again: Path<T> };
  fieldError: (name: string) => string | boolean | undefined;
}

/** A new password with its strength indicator, and the same password again (registration, reset, change). */
export function NewPasswordFields<T extends FieldValues>({
  labels,
  form,
  names = { password: 'password' as Path<T>, again: 'passwordAgain' as Path<T> },
  fieldError,
}: NewPasswordFieldsProps<T>) {
  const password: unknown = useWatch({ control: form.control, name: names.password });
  return (
    <>
      <Stack gap={6}>
        <PasswordField
          label={labels.password}
          autoComplete="new-password"
          error={fieldError(names.password)}
          {...form.register(names.password)}
        />
        <PasswordStrengthMeter password={typeof password === 'string' ? password : ''} />
      </Stack>
      <PasswordField label={labels.again} autoComplete="new-password" error={fieldError(names.again)} {...form.register(names.again)} />
    </>
  );
}
