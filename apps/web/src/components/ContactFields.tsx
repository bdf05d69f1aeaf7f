import { TextInput } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';

type ContactField = 'name' | 'phone' | 'email';

interface ContactFieldsProps {
  labels: Record<ContactField, string>;
  /** The form's `register` (its fields are named `name`, `phone` and `email`). */
  register: (name: ContactField) => UseFormRegisterReturn;
  fieldError: (name: ContactField) => string | boolean | undefined;
  /** The e-mail must be filled in too (the name always must). */
  emailRequired?: boolean;
}

/** A person's name, phone and e-mail in a quick dialog (a passenger, a client). */
export function ContactFields({ labels, register, fieldError, emailRequired = false }: ContactFieldsProps) {
  return (
    <>
      <TextInput label={labels.name} required error={fieldError('name')} {...register('name')} />
      <TextInput label={labels.phone} type="tel" error={fieldError('phone')} {...register('phone')} />
      <TextInput label={labels.email} type="email" required={emailRequired} error={fieldError('email')} {...register('email')} />
    </>
  );
}
