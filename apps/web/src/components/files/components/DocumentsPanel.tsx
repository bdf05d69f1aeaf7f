import { SimpleGrid, Stack, Text } from '@mantine/core';
import { FILE_SLOTS, type FileOwnerKind, type FileType } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../ui/QueryState';
import type { FileOwner } from '../api/keys';
import { useFiles } from '../api/fetchFiles';
import { FILE_MAX_MB } from '../file-checks';
import { DocumentSlot } from './DocumentSlot';

export interface DocumentsPanelProps {
  owner: FileOwner;
  /** Which slots the owner has (spec §3): a vehicle's, a driver's or any other user's. */
  ownerKind: FileOwnerKind;
  /** Lists and downloads only (a driver looking at its vehicle). */
  readOnly?: boolean;
}

/** The documents of a user or a vehicle: every slot of its kind with its count, upload, validity, delete. */
export function DocumentsPanel({ owner, ownerKind, readOnly = false }: DocumentsPanelProps) {
  const { t } = useTranslation('files');
  const files = useFiles(owner);
  const slots = Object.entries(FILE_SLOTS[ownerKind]) as [FileType, number][];
  return (
    <Stack gap="sm">
      {!readOnly && (
        <Text c="dimmed" fz="sm">
          {t('hint', { maxMb: FILE_MAX_MB })}
        </Text>
      )}
      <QueryState data={files.data} error={files.error} errorTitle={t('loadFailed')}>
        {(list) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            {slots.map(([type, max]) => (
              <DocumentSlot
                key={type}
                owner={owner}
                type={type}
                max={max}
                files={list.filter((file) => file.type === type)}
                readOnly={readOnly}
              />
            ))}
          </SimpleGrid>
        )}
      </QueryState>
    </Stack>
  );
}
