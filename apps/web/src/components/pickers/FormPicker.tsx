import type { ComponentType } from 'react';
import { type Control, type FieldPathByValue, type FieldValues, useController } from 'react-hook-form';
import type { PickerBinding, PickerValue } from './rules';

export type FormPickerProps<P extends PickerBinding, T extends FieldValues> = Omit<P, keyof PickerBinding> & {
  /** The picker to show (DriverPicker, FleetPicker, CustomerPicker, …); the other props are its own. */
  picker: ComponentType<P>;
  control: Control<T>;
  name: FieldPathByValue<T, PickerValue>;
};

/** A picker bound to a form field that holds the chosen record, or null. */
export function FormPicker<P extends PickerBinding, T extends FieldValues>({
  picker: Picker,
  control,
  name,
  ...props
}: FormPickerProps<P, T>) {
  const { field } = useController({ control, name });
  const binding: PickerBinding = { value: field.value as PickerValue, onChange: field.onChange };
  return <Picker {...(props as unknown as P)} {...binding} />;
}
