import { Badge, Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import type { FileType, StoredFile } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { UploadIcon } from '../../ui/icons';
import { useMessageText } from '../../../lib/form';
import { showErrorToast, showSuccessToast, showToast } from '../../../lib/toasts';
import type { FileOwner } from '../api/keys';
import { useUploadFile } from '../api/uploadFile';
import { FILE_ACCEPT, checkUpload } from '../file-checks';
import { DocumentRow } from './DocumentRow';

export interface DocumentSlotProps {
  owner: FileOwner;
  type: FileType;
  /** How many documents of this type the owner may keep. */
  max: number;
  files: StoredFile[];
  readOnly: boolean;
}

/** One kind of document: its name, "count/max", the documents, and an upload button. */
export function DocumentSlot({ owner, type, max, files, readOnly }: DocumentSlotProps) {
  const { t } = useTranslation('files');
  const message = useMessageText();
  const upload = useUploadFile(owner);
  const name = t(`types.${type}`);
  const full = files.length >= max;

  const onFile = async (file: File | null) => {
    if (!file) return;
    const title = message('FILE_NOT_UPLOADED', { name: file.name }) ?? file.name;
    const problem = checkUpload(file, files.length, max);
    if (problem) {
      showToast({ kind: 'error', title, detail: message(problem.code, problem.params), defaultDetail: title });
      return;
    }
    try {
      await upload.mutateAsync({ file, type });
      showSuccessToast(t('uploaded', { name: file.name }));
    } catch (error) {
      showErrorToast(title, error, title);
    }
  };

  return (
    <Paper component="section" withBorder radius="md" p="sm" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} fz="sm">
              {name}
            </Text>
            <Badge variant="light" color={full ? 'teal' : 'gray'} aria-label={t('count', { count: files.length, max })}>
              {files.length}/{max}
            </Badge>
          </Group>
          {!readOnly && (
            <FileButton onChange={(file) => void onFile(file)} accept={FILE_ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<UploadIcon size={14} />}
                  loading={upload.isPending}
                  aria-label={t('upload', { name })}
                >
                  {t('uploadShort')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
        {files.length === 0 ? (
          <Text fz="xs" c="dimmed">
            {t('none')}
          </Text>
        ) : (
          files.map((file) => <DocumentRow key={file.id} owner={owner} file={file} readOnly={readOnly} />)
        )}
      </Stack>
    </Paper>
  );
}
