import { Modal } from '@mantine/core';
import type { TUserInput, UserDetails, UserRecord } from '@vozka/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateUser } from '../../lib/users/createUser';
import { useUser } from '../../lib/users/fetchUser';
import { nullIfEmpty, recordToBody } from '../../lib/users/user-body';
import { useUpdateUser } from '../../lib/users/updateUser';
import { validateUserBody } from '../../lib/users/user-validation';
import { validatorResolver } from '../../lib/form';
import { ContactForm } from '../ContactForm';
import { FormCheck } from '../ui/FormCheck';
import { QueryState } from '../ui/QueryState';

interface ClientValues {
  name: string;
  phone: string;
  email: string;
  oneTime: boolean;
}

function toBody(values: ClientValues, existing?: UserRecord): TUserInput {
  const texts = nullIfEmpty({ name: values.name, phone: values.phone, email: values.email });
  const type = values.oneTime ? 'CUSTOMER_ONE_TIME' : 'CUSTOMER_RECURRING';
  if (existing) return { ...recordToBody(existing), ...texts, type };
  return { ...texts, roles: [{ name: 'CUSTOMER' }], type };
}

export interface ClientQuickModalProps {
  opened: boolean;
  onClose: () => void;
  /** The client to edit; null creates a new one. */
  clientId: number | null;
  onSaved: (client: UserDetails) => void;
}

/** Spec §2/§5: quick create (and edit) of a client from the customer picker. */
export function ClientQuickModal({ opened, onClose, clientId, onSaved }: ClientQuickModalProps) {
  const { t } = useTranslation('pickers');
  const existing = useUser(opened ? clientId : null);
  const title = clientId ? t('client.editTitle') : t('client.newTitle');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('client.close') }}>
      {clientId ? (
        <QueryState data={existing.data} error={existing.error}>
          {(client) => <ClientForm key={client.id} existing={client} onClose={onClose} onSaved={onSaved} />}
        </QueryState>
      ) : (
        <ClientForm onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function ClientForm({
  existing,
  onClose,
  onSaved,
}: {
  existing?: UserRecord;
  onClose: () => void;
  onSaved: (client: UserDetails) => void;
}) {
  const { t } = useTranslation('pickers');
  const create = useCreateUser({ quick: true });
  const update = useUpdateUser();
  const form = useForm<ClientValues>({
    resolver: validatorResolver((values) => validateUserBody(toBody(values, existing), existing ? 'update' : 'quick-create')),
    defaultValues: {
      name: existing?.name ?? '',
      phone: existing?.phone ?? '',
      email: existing?.email ?? '',
      oneTime: (existing?.type ?? 'CUSTOMER_ONE_TIME') === 'CUSTOMER_ONE_TIME',
    },
  });

  return (
    <ContactForm
      form={form}
      existing={existing}
      toBody={(values) => toBody(values, existing)}
      calls={{ create, update }}
      texts={{
        saved: t('client.saved'),
        added: t('client.added'),
        saveTitle: t('client.editTitle'),
        addTitle: t('client.newTitle'),
        saveFailed: t('client.saveFailed'),
        addFailed: t('client.addFailed'),
      }}
      labels={{ name: t('client.name'), phone: t('client.phone'), email: t('client.email') }}
      emailRequired
      onSaved={onSaved}
      onClose={onClose}
    >
      <FormCheck control={form.control} name="oneTime" label={t('client.oneTime')} />
    </ContactForm>
  );
}
