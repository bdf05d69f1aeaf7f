import { Anchor, Group, Stack, Text } from '@mantine/core';
import { type StoredFile, ZCalendarDate } from '@vozka/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { DateField } from '../../ui/DateField';
import { formatIsoDate } from '../../../lib/format';
import { useLanguage } from '../../../lib/use-language';
import { showErrorToast, showSuccessToast } from '../../../lib/toasts';
import { useDeleteFile } from '../api/deleteFile';
import type { FileOwner } from '../api/keys';
import { useUpdateFileValidity } from '../api/updateFileValidity';

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** One stored document: download link, size, valid-until date (saved when the field is left or a day picked), delete. */
export function DocumentRow({ owner, file, readOnly }: { owner: FileOwner; file: StoredFile; readOnly: boolean }) {
  const { t } = useTranslation('files');
  const [language] = useLanguage();
  const saved = file.validUntil?.slice(0, 10) ?? '';
  const [validUntil, setValidUntil] = useState(saved);
  const patch = useUpdateFileValidity(owner);
  const remove = useDeleteFile(owner);

  const saveValidity = async (value = validUntil) => {
    if (value === saved || (value !== '' && !ZCalendarDate.safeParse(value).success)) return;
    try {
      await patch.mutateAsync({ id: file.id, validUntil: value || null });
      showSuccessToast(t('validitySaved'));
    } catch (error) {
      setValidUntil(saved);
      showErrorToast(t('validityTitle'), error, t('validityFailed'));
    }
  };

  return (
    <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
      <Stack gap={0} miw={0}>
        <Anchor href={`/api/file/${file.id}`} download={file.name} fz="sm" truncate="end">
          {file.name}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {formatSize(file.size)}
          {readOnly && saved && ` · ${t('validUntil')}: ${formatIsoDate(saved, language)}`}
        </Text>
      </Stack>
      {!readOnly && (
        <Group gap={4} wrap="nowrap" align="flex-end">
          <DateField
            kind="date"
            size="xs"
            label={t('validUntil')}
            aria-label={t('validUntilOf', { name: file.name })}
            value={validUntil}
            onChange={(value) => {
              setValidUntil(value);
              // A day picked in the calendar (the focus is not in the text) is saved at once; typed text when left.
              if (!(document.activeElement instanceof HTMLInputElement)) void saveValidity(value);
            }}
            onBlur={() => void saveValidity()}
            disabled={patch.isPending}
            w={150}
          />
          <ConfirmDelete
            compact
            label={t('delete', { name: file.name })}
            title={t('deleteTitle')}
            text={t('deleteText', { name: file.name })}
            onConfirm={() => remove.mutateAsync(file.id)}
            toasts={{
              success: t('deleted', { name: file.name }),
              errorTitle: t('deleteTitle'),
              errorDefault: t('deleteFailed'),
            }}
          />
        </Group>
      )}
    </Group>
  );
}
