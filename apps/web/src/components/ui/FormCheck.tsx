import { Checkbox, type MantineSpacing, type StyleProp, Switch } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormCheckProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** A switch (on/off settings) or a checkbox. */
  as?: 'checkbox' | 'switch';
  mt?: StyleProp<MantineSpacing>;
}

/**
 * A checkbox or switch bound to a boolean form field. Mantine's inputs hold their own checked state,
 * so they are controlled here (a plain `register` would not show the default value).
 */
export function FormCheck<T extends FieldValues>({ control, name, label, as = 'checkbox', mt }: FormCheckProps<T>) {
  const Input = as === 'switch' ? Switch : Checkbox;
  const { field } = useController({ control, name });
  return (
    <Input
      mt={mt}
      label={label}
      name={field.name}
      ref={field.ref}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
    />
  );
}
