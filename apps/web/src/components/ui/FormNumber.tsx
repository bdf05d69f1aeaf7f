import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormNumberProps<T extends FieldValues> extends Omit<NumberInputProps, 'value' | 'onChange' | 'name' | 'min' | 'max'> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  min: number;
  max: number;
}

/**
 * A number bound to a form field, clamped to its bounds (spec §5: number inputs clamp to min and max);
 * whole numbers unless `decimalScale` is given. An emptied input holds ''.
 */
export function FormNumber<T extends FieldValues>({ control, name, min, max, decimalScale, ...props }: FormNumberProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          size="sm"
          {...props}
          name={field.name}
          ref={field.ref}
          min={min}
          max={max}
          clampBehavior="strict"
          allowNegative={min < 0}
          allowDecimal={decimalScale !== undefined && decimalScale > 0}
          decimalScale={decimalScale}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
