import { Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { PAYMENT_TYPES, type Payment } from '@vozka/domain';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../components/ui/FormActions';
import { FormCheck } from '../../../components/ui/FormCheck';
import { FormNumber } from '../../../components/ui/FormNumber';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import { saveRecord, saveTexts } from '../../../lib/record-save';
import { useLastShown } from '../../../lib/use-last-shown';
import { useSavePayment } from '../api/savePayment';
import { PAYMENT_FIELDS, type PaymentValues, isPaymentType, paymentBody, paymentErrors, paymentValues } from '../payment-form';

export interface PaymentModalProps {
  rideId: number;
  /** null: closed; 'new': add; a payment: edit. */
  editing: Payment | 'new' | null;
  /** The driver's form: the cash it took (type CASH_DRIVER and paid, fixed). */
  cashOnly: boolean;
  onClose: () => void;
}

/** Add or edit a payment record of a ride: price in Kč, type, paid, description (spec §3 Payment). */
export function PaymentModal({ rideId, editing, cashOnly, onClose }: PaymentModalProps) {
  const { t } = useTranslation('payments');
  const current = useLastShown(editing);
  const payment = current === 'new' ? null : current;
  const title = payment ? t('form.editTitle') : cashOnly ? t('form.newCashTitle') : t('form.newTitle');
  return (
    <Modal opened={editing !== null} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t('form.cancel') }}>
      {current !== null && (
        <PaymentForm key={payment?.id ?? 'new'} rideId={rideId} payment={payment} cashOnly={cashOnly} title={title} onClose={onClose} />
      )}
    </Modal>
  );
}

function PaymentForm({
  rideId,
  payment,
  cashOnly,
  title,
  onClose,
}: {
  rideId: number;
  payment: Payment | null;
  cashOnly: boolean;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('payments');
  const { t: tr } = useTranslation('rides');
  const save = useSavePayment();
  const form = useForm<PaymentValues>({
    resolver: validatorResolver((values) => paymentErrors(values, t('form.priceInvalid'))),
    defaultValues: paymentValues(payment, cashOnly),
  });
  const { summary, fieldError } = useFormErrors(form.formState.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    const done = await saveRecord(
      payment !== null,
      () => save.mutateAsync({ rideId, paymentId: payment?.id, body: paymentBody(values) }),
      { ...saveTexts(t, ''), saveTitle: title, addTitle: title },
      form,
      { known: PAYMENT_FIELDS },
    );
    if (done) onClose();
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="sm">
        <FormNumber
          control={form.control}
          name="price"
          label={t('form.price')}
          required
          min={0}
          max={10_000_000}
          decimalScale={2}
          thousandSeparator=" "
          error={fieldError('price')}
          data-autofocus
        />
        {cashOnly ? (
          <Text fz="sm" c="dimmed">
            {t('form.cashNote')}
          </Text>
        ) : (
          <>
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <Select
                  label={t('form.type')}
                  required
                  name={field.name}
                  ref={field.ref}
                  data={PAYMENT_TYPES.map((type) => ({ value: type, label: tr(`paymentTypes.${type}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(isPaymentType(value) ? value : null)}
                  onBlur={field.onBlur}
                  allowDeselect={false}
                  error={fieldError('type')}
                  comboboxProps={{ withinPortal: true }}
                />
              )}
            />
            <FormCheck control={form.control} name="paid" label={t('form.paid')} />
          </>
        )}
        <Textarea
          label={t('form.description')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          error={fieldError('description')}
          {...form.register('description')}
        />
        <FormActions summary={summary} onCancel={onClose} saving={save.isPending} />
      </Stack>
    </form>
  );
}
