import { Modal } from '@mantine/core';
import { type Passenger, ZPassengerInput } from '@vozka/domain';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../ContactForm';
import { schemaErrors, validatorResolver } from '../../lib/form';
import { saveTexts } from '../../lib/record-save';
import { useLastShown } from '../../lib/use-last-shown';
import { useCreatePassenger } from '../../lib/passengers/createPassenger';
import type { TPassengerInput } from '@vozka/domain';
import { useUpdatePassenger } from '../../lib/passengers/updatePassenger';

interface PassengerValues {
  name: string;
  phone: string;
  email: string;
}

const toBody = (values: PassengerValues, clientId: number | null): TPassengerInput => ({
  name: values.name.trim(),
  phone: values.phone.trim() || null,
  email: values.email.trim() || null,
  clientId,
});

export interface PassengerModalProps {
  /** null: closed; 'new': create; a passenger: edit. */
  editing: Passenger | 'new' | null;
  /** The client (ADMIN); a CUSTOMER's passengers are its own (null). */
  clientId: number | null;
  onClose: () => void;
  /** After a successful save, with the saved passenger (a picker selects it). */
  onSaved?: (passenger: Passenger) => void;
}

/** Create or edit a passenger: name, phone, e-mail (spec §3). */
export function PassengerModal({ editing, clientId, onClose, onSaved }: PassengerModalProps) {
  const { t } = useTranslation('passengers');
  const current = useLastShown(editing);
  const passenger = current === 'new' ? null : current;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={passenger ? t('form.editTitle') : t('form.newTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('form.cancel') }}
    >
      {current !== null && (
        <PassengerForm key={passenger?.id ?? 'new'} passenger={passenger} clientId={clientId} onClose={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function PassengerForm({
  passenger,
  clientId,
  onClose,
  onSaved,
}: {
  passenger: Passenger | null;
  clientId: number | null;
  onClose: () => void;
  onSaved?: (passenger: Passenger) => void;
}) {
  const { t } = useTranslation('passengers');
  const create = useCreatePassenger();
  const update = useUpdatePassenger();
  const form = useForm<PassengerValues>({
    resolver: validatorResolver((values) => schemaErrors(ZPassengerInput, toBody(values, clientId))),
    defaultValues: { name: passenger?.name ?? '', phone: passenger?.phone ?? '', email: passenger?.email ?? '' },
  });

  return (
    <ContactForm
      form={form}
      existing={passenger}
      toBody={(values) => toBody(values, clientId ?? passenger?.clientId ?? null)}
      calls={{ create, update }}
      texts={{ ...saveTexts(t, ''), saveTitle: t('form.editTitle'), addTitle: t('form.newTitle') }}
      labels={{ name: t('fields.name'), phone: t('fields.phone'), email: t('fields.email') }}
      onSaved={onSaved}
      onClose={onClose}
    />
  );
}
