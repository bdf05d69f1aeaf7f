import { Badge, Text, Textarea } from '@mantine/core';
import { BOARD_PRIORITIES, ZBoardMessageInput, type BoardPriority, type TBoardMessage, type TBoardMessageInput } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { RecordListPage, actionsColumn, useRecordEditor } from '../../../components/records/RecordListPage';
import { RecordModal } from '../../../components/records/RecordModal';
import { rowDelete } from '../../../components/records/RowActions';
import type { Column } from '../../../components/ui/DataTable';
import { FormDateField } from '../../../components/ui/DateField';
import { FormSelect } from '../../../components/ui/FormSelect';
import { QueryTable } from '../../../components/ui/QueryTable';
import { formatDateTime } from '../../../lib/format';
import { useRecordForm } from '../../../lib/record-form';
import { saveTexts, schemaFieldErrors } from '../../../lib/record-save';
import { isoToPragueLocal, pragueLocalToIsoOrText } from '../../../lib/time';
import { useLanguage } from '../../../lib/use-language';
import { useAllBoardMessages, useRemoveBoardMessage, useSaveBoardMessage } from '../api/board';

const PRIORITY_COLOR: Record<BoardPriority, string> = { HIGH: 'red', NORMAL: 'vozka', LOW: 'gray' };

/** /board (ADMIN, spec §2): the dashboard messages every signed-in user sees on its landing screen. */
export function BoardPage() {
  const { t } = useTranslation('board');
  const [language] = useLanguage();
  const query = useAllBoardMessages();
  const remove = useRemoveBoardMessage();
  const { editing, edit, create, close } = useRecordEditor<TBoardMessage>();
  // Read once per render: a message dated later is marked as not shown yet.
  const now = Date.now();

  const columns: Column<TBoardMessage>[] = [
    {
      key: 'date',
      header: t('fields.date'),
      width: 150,
      cell: (m) => {
        const date = formatDateTime(m.date, language);
        return Date.parse(m.date) > now ? (
          <Text fz="sm" c="dimmed">
            {t('notShownYet', { date })}
          </Text>
        ) : (
          <Text fz="sm">{date}</Text>
        );
      },
    },
    {
      key: 'priority',
      header: t('fields.priority'),
      width: 100,
      cell: (m) => (
        <Badge color={PRIORITY_COLOR[m.priority]} variant={m.priority === 'HIGH' ? 'filled' : 'light'}>
          {t(`priorities.${m.priority}`)}
        </Badge>
      ),
    },
    {
      key: 'message',
      header: t('fields.message'),
      cell: (m) => (
        <Text fz="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {m.message}
        </Text>
      ),
    },
    actionsColumn(
      '',
      (m) => {
        const date = formatDateTime(m.date, language);
        return {
          editLabel: t('editLabel', { date }),
          onEdit: () => edit(m),
          remove: rowDelete(t, 'messages', { date }, () => remove.mutateAsync(m.id)),
        };
      },
      80,
    ),
  ];
  const texts = { label: t('title'), empty: t('empty'), failed: t('messages.toasts.loadFailed') };

  return (
    <RecordListPage title={t('title')} description={t('description')} newLabel={t('new')} onNew={create} maw={960}>
      <QueryTable texts={texts} columns={columns} query={query} quiet minWidth={560} />
      {editing && <BoardMessageModal message={editing.record} onClose={close} />}
    </RecordListPage>
  );
}

interface FormValues {
  message: string;
  /** Prague wall time "YYYY-MM-DDTHH:mm" (the date field's); empty: now. */
  date: string;
  priority: BoardPriority;
}

const toBody = (values: FormValues): TBoardMessageInput => ({
  message: values.message,
  date: pragueLocalToIsoOrText(values.date),
  priority: values.priority,
});

function BoardMessageModal({ message, onClose }: { message: TBoardMessage | null; onClose: () => void }) {
  const { t } = useTranslation('board');
  const save = useSaveBoardMessage();
  const { form, errorOf, modal } = useRecordForm<FormValues>({
    editing: message !== null,
    validate: (values) => schemaFieldErrors(ZBoardMessageInput, toBody(values)),
    defaultValues: { message: message?.message ?? '', date: isoToPragueLocal(message?.date), priority: message?.priority ?? 'NORMAL' },
    texts: saveTexts(t, 'messages'),
    save: (values) => save.mutateAsync({ id: message?.id ?? null, body: toBody(values) }),
    onClose,
  });
  return (
    <RecordModal {...modal} title={message ? t('editTitle') : t('newTitle')} saving={save.isPending} size="md">
      <Textarea
        label={t('fields.message')}
        required
        autosize
        minRows={3}
        maxRows={10}
        error={errorOf('message')}
        {...form.register('message')}
      />
      <FormSelect
        control={form.control}
        name="priority"
        label={t('fields.priority')}
        data={BOARD_PRIORITIES.map((p) => ({ value: p, label: t(`priorities.${p}`) }))}
        allowDeselect={false}
        error={errorOf('priority')}
      />
      <FormDateField
        kind="datetime"
        control={form.control}
        name="date"
        label={t('fields.date')}
        description={t('fields.dateHint')}
        error={errorOf('date')}
      />
    </RecordModal>
  );
}
