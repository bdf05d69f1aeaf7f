import { ZFlightNumberInput } from '@vozka/domain';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { QueryTable, recordTexts } from '../../../components/ui/QueryTable';
import { RecordModal } from '../../../components/records/RecordModal';
import { RecordListPage, actionsColumn, nameColumn, recordActions, useRecordEditor } from '../../../components/records/RecordListPage';
import { saveTexts, schemaFieldErrors } from '../../../lib/record-save';
import { useListRecordForm } from '../../../lib/record-form';
import type { TFlightNumber } from '@vozka/domain';
import { flightNumbers } from '../api/places';

/** Spec §9: the legacy client asks for one page of 1 000 000; the API answers the whole list anyway. */
const WHOLE_LIST = { page: 0, size: 1_000_000 };

/** /manage/flight-numbers (ADMIN): one list, refreshed every 60 s. */
export function FlightNumbersPage() {
  const { t } = useTranslation('places');
  const query = flightNumbers.usePage(WHOLE_LIST);
  const remove = flightNumbers.useRemove();
  const { editing, edit, create, close } = useRecordEditor<TFlightNumber>();

  const columns: Column<TFlightNumber>[] = [
    nameColumn('number', t('flights.fields.number'), (f) => f.number),
    actionsColumn(
      t('list.actions'),
      recordActions(t, 'flights', (f) => ({ number: f.number }), edit, remove.mutateAsync),
    ),
  ];

  return (
    <RecordListPage title={t('flights.title')} description={t('flights.description')} newLabel={t('flights.new')} onNew={create} maw={720}>
      <QueryTable texts={recordTexts(t, 'flights')} columns={columns} query={query} quiet minWidth={360} />
      {editing && <FlightNumberModal flight={editing.record} onClose={close} />}
    </RecordListPage>
  );
}

function FlightNumberModal({ flight, onClose }: { flight: TFlightNumber | null; onClose: () => void }) {
  const { t } = useTranslation('places');
  const { form, errorOf, modal } = useListRecordForm(flightNumbers, flight, {
    validate: (values) => schemaFieldErrors(ZFlightNumberInput, values),
    defaultValues: { number: flight?.number ?? '' },
    texts: saveTexts(t, 'flights'),
    toBody: (values) => ({ number: values.number.replace(/\s+/g, '').toUpperCase() }),
    onClose,
  });
  return (
    <RecordModal {...modal} title={flight ? t('flights.editTitle', { number: flight.number }) : t('flights.newTitle')} size="sm">
      <TextInput label={t('flights.fields.number')} required autoComplete="off" error={errorOf('number')} {...form.register('number')} />
    </RecordModal>
  );
}
