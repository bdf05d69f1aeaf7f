import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, UseFormHandleSubmit, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { useFormErrors } from '../lib/form';
import { type RecordCalls, type SaveTexts, saveOrCreate } from '../lib/record-save';
import { FormActions } from './ui/FormActions';

type ContactField = 'name' | 'phone' | 'email';
/** The API's errors of these fields go on them; any other stays in the toast. */
const CONTACT_FIELDS: readonly ContactField[] = ['name', 'phone', 'email'];

interface ContactFormProps<V extends FieldValues, B, T> {
  /** The dialog's form (`useForm`); its fields are named `name`, `phone` and `email`. */
  form: {
    register: (name: ContactField) => UseFormRegisterReturn;
    formState: { errors: FieldErrors };
    handleSubmit: UseFormHandleSubmit<V>;
    setError: UseFormSetError<V>;
  };
  /** The person edited; null or undefined: a new one is added. */
  existing: { id: number } | null | undefined;
  toBody: (values: V) => B;
  /** The create and update calls; Save spins while either runs. */
  calls: RecordCalls<B, T> & { create: { isPending: boolean }; update: { isPending: boolean } };
  texts: SaveTexts;
  labels: Record<ContactField, string>;
  /** The e-mail must be filled in too (the name always must). */
  emailRequired?: boolean;
  /** After a successful save, with the saved record (a picker selects it). */
  onSaved?: (saved: T) => void;
  /** Closes the dialog: after a save, and by Cancel. */
  onClose: () => void;
  /** Fields after the e-mail. */
  children?: ReactNode;
}

/**
 * The form of a quick dialog for a person (a passenger, a client): name, phone and e-mail (then `children`),
 * Cancel and Save. Save updates `existing` or adds a new one with the saved/added toasts, puts the API's
 * errors on the fields, and once saved hands the record to `onSaved` and closes the dialog.
 */
export function ContactForm<V extends FieldValues, B, T>({
  form,
  existing,
  toBody,
  calls,
  texts,
  labels,
  emailRequired = false,
  onSaved,
  onClose,
  children,
}: ContactFormProps<V, B, T>) {
  const { register } = form;
  const { summary, fieldError } = useFormErrors(form.formState.errors);
  const onSubmit = form.handleSubmit(async (values) => {
    const done = await saveOrCreate(existing, toBody(values), calls, texts, form, { known: CONTACT_FIELDS });
    if (!done) return;
    onSaved?.(done.saved);
    onClose();
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TextInput label={labels.name} required error={fieldError('name')} {...register('name')} />
        <TextInput label={labels.phone} type="tel" error={fieldError('phone')} {...register('phone')} />
        <TextInput label={labels.email} type="email" required={emailRequired} error={fieldError('email')} {...register('email')} />
        {children}
        <FormActions summary={summary} onCancel={onClose} saving={calls.create.isPending || calls.update.isPending} />
      </Stack>
    </form>
  );
}
