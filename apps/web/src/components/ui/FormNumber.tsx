import { NumberInput, type NumberInputProps, Text } from '@mantine/core';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

export interface FormNumberProps<T extends FieldValues> extends Omit<NumberInputProps, 'value' | 'onChange' | 'name' | 'min' | 'max'> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  min: number;
  max: number;
  /** The unit after the number (Kč, km, %), dimmed at the input's right end. */
  unit?: string;
}

/**
 * A number bound to a form field, clamped to its bounds (spec §5: number inputs clamp to min and max);
 * whole numbers unless `decimalScale` is given. An emptied input holds ''.
 */
export function FormNumber<T extends FieldValues>({ control, name, min, max, decimalScale, unit, ...props }: FormNumberProps<T>) {
  const { field } = useController({ control, name });
  return (
    <NumberInput
      size="sm"
      rightSection={
        unit && (
          <Text fz="sm" c="dimmed">
            {unit}
          </Text>
        )
      }
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
  );
}
