import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { AddressAutocomplete, type AddressAutocompleteProps } from './AddressAutocomplete';
import { EMPTY_ADDRESS } from './address-value';

export interface FormAddressProps<T extends FieldValues> extends Omit<
  AddressAutocompleteProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'inputRef'
> {
  control: Control<T>;
  name: FieldPath<T>;
}

/** An address autocomplete bound to an `AddressValue` form field. */
export function FormAddress<T extends FieldValues>({ control, name, ...props }: FormAddressProps<T>) {
  const { field } = useController({ control, name });
  return (
    <AddressAutocomplete
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? EMPTY_ADDRESS}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
