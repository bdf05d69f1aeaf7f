import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { PictureField, type PictureFieldProps } from './PictureField';

export interface FormPictureProps<T extends FieldValues> extends Omit<PictureFieldProps, 'value' | 'onChange' | 'error'> {
  control: Control<T>;
  /** The form field holding the picture's change (a `PictureChange`). */
  name: FieldPath<T>;
  /** The field's error: a message is shown; a bare flag (the summary's "fill in every field") is not. */
  error?: string | boolean;
}

/** A record's picture bound to a form field (a blog article's picture, a vehicle offer's photo). */
export function FormPicture<T extends FieldValues>({ control, name, error, ...props }: FormPictureProps<T>) {
  const { field } = useController({ control, name });
  return <PictureField {...props} value={field.value} onChange={field.onChange} error={typeof error === 'string' ? error : undefined} />;
}
