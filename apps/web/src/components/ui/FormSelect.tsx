import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { normalizeLanguage } from '@vozka/domain';
import { type Control, type FieldPath, type FieldPathByValue, type FieldPathValue, type FieldValues, useController } from 'react-hook-form';
import { LANGUAGES, LANGUAGE_NAMES } from '../../lib/i18n';

export interface FormSelectProps<T extends FieldValues, N extends FieldPath<T>> extends Omit<SelectProps, 'value' | 'onChange' | 'name'> {
  control: Control<T>;
  name: N;
  /** The form value of a choice (null when cleared); by default the choice itself. */
  toValue?: (choice: string | null, current: FieldPathValue<T, N>) => FieldPathValue<T, N>;
}

/** A select bound to a form field (the form holds the chosen value, or null). */
export function FormSelect<T extends FieldValues, N extends FieldPath<T>>({ control, name, toValue, ...props }: FormSelectProps<T, N>) {
  const { field } = useController({ control, name });
  const value = field.value as string | null | undefined;
  return (
    <Select
      size="sm"
      {...props}
      value={value ?? null}
      onChange={(choice) => field.onChange(toValue ? toValue(choice, field.value) : choice)}
    />
  );
}

/** A multi-select bound to a form field that holds the chosen values. */
export function FormMultiSelect<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<MultiSelectProps, 'value' | 'onChange' | 'name'> & { control: Control<T>; name: FieldPathByValue<T, string[]> }) {
  const { field } = useController({ control, name });
  return <MultiSelect size="sm" {...props} value={field.value as string[]} onChange={field.onChange} onBlur={field.onBlur} />;
}

const LANGUAGE_CHOICES = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

/** The language of a person (its names in their own language) bound to a form field. */
export function FormLanguage<T extends FieldValues, N extends FieldPath<T>>({
  control,
  name,
  label,
}: {
  control: Control<T>;
  name: N;
  label: string;
}) {
  return (
    <FormSelect
      control={control}
      name={name}
      label={label}
      allowDeselect={false}
      data={LANGUAGE_CHOICES}
      toValue={(choice, current) => (normalizeLanguage(choice) as FieldPathValue<T, N> | null) ?? current}
    />
  );
}
