import { ZFlightNumberInput } from '@vozka/domain';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { PlusIcon } from '../../../components/ui/icons';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import { RecordModal } from '../../../components/records/RecordModal';
import { RowActions, rowDelete } from '../../../components/records/RowActions';
import { saveRecord, saveTexts, schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import type { TFlightNumber } from '@vozka/domain';
import { flightNumbers } from '../api/places';

/** Spec §9: the legacy client asks for one page of 1 000 000; the API answers the whole list anyway. */
const WHOLE_LIST = { page: 0, size: 1_000_000 };

/** /manage/flight-numbers (ADMIN): one list, refreshed every 60 s. */
export function FlightNumbersPage() {
  const { t } = useTranslation('places');
  const query = flightNumbers.usePage(WHOLE_LIST);
  const remove = flightNumbers.useRemove();
  const [editing, setEditing] = useState<{ flight: TFlightNumber | null } | null>(null);

  const columns: Column<TFlightNumber>[] = [
    {
      key: 'number',
      header: t('flights.fields.number'),
      cell: (f) => (
        <Text fz="sm" fw={500}>
          {f.number}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      width: 96,
      cell: (f) => (
        <RowActions
          editLabel={t('flights.editLabel', { number: f.number })}
          onEdit={() => setEditing({ flight: f })}
          remove={rowDelete(t, 'flights', { number: f.number }, () => remove.mutateAsync(f.id))}
        />
      ),
    },
  ];

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        title={t('flights.title')}
        description={t('flights.description')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing({ flight: null })}>
            {t('flights.new')}
          </Button>
        }
      />
      <QueryTable texts={recordTexts(t, 'flights')} columns={columns} query={query} quiet minWidth={360} />
      {editing && <FlightNumberModal flight={editing.flight} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function FlightNumberModal({ flight, onClose }: { flight: TFlightNumber | null; onClose: () => void }) {
  const { t } = useTranslation('places');
  const save = flightNumbers.useSave();
  const form = useForm<{ number: string }>({
    resolver: validatorResolver((values: { number: string }) => schemaFieldErrors(ZFlightNumberInput, values)),
    defaultValues: { number: flight?.number ?? '' },
  });
  const { summary } = useFormErrors(form.formState.errors);
  const errorOf = useFieldErrorText(form.formState.errors);
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveRecord(
      flight !== null,
      () => save.mutateAsync({ id: flight?.id ?? null, body: { number: values.number.replace(/\s+/g, '').toUpperCase() } }),
      saveTexts(t, 'flights'),
      (name, message) => form.setError(name as 'number', { message }),
    );
    if (saved) onClose();
  });
  return (
    <RecordModal
      opened
      onClose={onClose}
      title={flight ? t('flights.editTitle', { number: flight.number }) : t('flights.newTitle')}
      onSubmit={onSubmit}
      saving={save.isPending}
      summary={summary}
      size="sm"
    >
      <TextInput label={t('flights.fields.number')} required autoComplete="off" error={errorOf('number')} {...form.register('number')} />
    </RecordModal>
  );
}
