import { Badge, Button, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { BOARD_PRIORITIES, ZBoardMessageInput, type BoardPriority, type TBoardMessage, type TBoardMessageInput } from '@vozka/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RecordModal } from '../../../components/records/RecordModal';
import { RowActions, rowDelete } from '../../../components/records/RowActions';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { FormSelect } from '../../../components/ui/FormSelect';
import { PlusIcon } from '../../../components/ui/icons';
import { useFormErrors, validatorResolver } from '../../../lib/form';
import { formatDateTime } from '../../../lib/format';
import { errorText } from '../../../lib/query';
import { saveRecord, saveTexts, schemaFieldErrors, useFieldErrorText } from '../../../lib/record-save';
import { isoToPragueLocal, pragueLocalToIso } from '../../../lib/time';
import { useLanguage } from '../../../lib/use-language';
import { useAllBoardMessages, useRemoveBoardMessage, useSaveBoardMessage } from '../api/board';

const PRIORITY_COLOR: Record<BoardPriority, string> = { HIGH: 'red', NORMAL: 'vozka', LOW: 'gray' };

/** /board (ADMIN, spec §2): the dashboard messages every signed-in user sees on its landing screen. */
export function BoardPage() {
  const { t } = useTranslation('board');
  const [language] = useLanguage();
  const query = useAllBoardMessages();
  const remove = useRemoveBoardMessage();
  const [editing, setEditing] = useState<{ message: TBoardMessage | null } | null>(null);
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
    {
      key: 'actions',
      header: '',
      width: 80,
      cell: (m) => {
        const date = formatDateTime(m.date, language);
        return (
          <RowActions
            editLabel={t('editLabel', { date })}
            onEdit={() => setEditing({ message: m })}
            remove={rowDelete(t, 'messages', { date }, () => remove.mutateAsync(m.id))}
          />
        );
      },
    },
  ];

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        actions={
          <Button leftSection={<PlusIcon />} onClick={() => setEditing({ message: null })}>
            {t('new')}
          </Button>
        }
      />
      <DataTable
        label={t('title')}
        columns={columns}
        rows={query.data}
        rowKey={(m) => m.id}
        loading={query.isFetching && !query.data}
        error={errorText(query.error, t('messages.toasts.loadFailed'))}
        emptyText={t('empty')}
        minWidth={560}
      />
      {editing && <BoardMessageModal message={editing.message} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

interface FormValues {
  message: string;
  /** Prague wall time of a datetime-local input; empty: now. */
  date: string;
  priority: BoardPriority;
}

const toBody = (values: FormValues): TBoardMessageInput => ({
  message: values.message,
  date: pragueLocalToIso(values.date),
  priority: values.priority,
});

function BoardMessageModal({ message, onClose }: { message: TBoardMessage | null; onClose: () => void }) {
  const { t } = useTranslation('board');
  const save = useSaveBoardMessage();
  const form = useForm<FormValues>({
    resolver: validatorResolver((values: FormValues) => schemaFieldErrors(ZBoardMessageInput, toBody(values))),
    defaultValues: { message: message?.message ?? '', date: isoToPragueLocal(message?.date), priority: message?.priority ?? 'NORMAL' },
  });
  const { summary } = useFormErrors(form.formState.errors);
  const errorOf = useFieldErrorText(form.formState.errors);
  const onSubmit = form.handleSubmit(async (values) => {
    const saved = await saveRecord(
      message !== null,
      () => save.mutateAsync({ id: message?.id ?? null, body: toBody(values) }),
      saveTexts(t, 'messages'),
      (name, text) => form.setError(name as keyof FormValues, { message: text }),
    );
    if (saved) onClose();
  });
  return (
    <RecordModal
      opened
      onClose={onClose}
      title={message ? t('editTitle') : t('newTitle')}
      onSubmit={onSubmit}
      saving={save.isPending}
      summary={summary}
      size="md"
    >
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
      <TextInput
        type="datetime-local"
        label={t('fields.date')}
        description={t('fields.dateHint')}
        error={errorOf('date')}
        {...form.register('date')}
      />
    </RecordModal>
  );
}
