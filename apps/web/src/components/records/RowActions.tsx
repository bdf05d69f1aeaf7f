import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { ConfirmDelete, type ConfirmDeleteProps } from '../ui/ConfirmDelete';
import { PencilIcon } from '../ui/icons';

/**
 * The delete confirmation of a list row from `<prefix>.delete.*` and `<prefix>.toasts.*` texts of a
 * namespace, or `delete.*` and `toasts.*` with an empty prefix (`params` fill in the record's name).
 */
export function rowDelete(
  t: (key: string, params?: Record<string, string>) => string,
  prefix: string,
  params: Record<string, string>,
  onConfirm: () => Promise<unknown>,
): Omit<ConfirmDeleteProps, 'compact'> {
  const key = (name: string) => (prefix ? `${prefix}.${name}` : name);
  return {
    label: t(key('delete.rowLabel'), params),
    title: t(key('delete.title')),
    text: t(key('delete.text'), params),
    onConfirm,
    toasts: {
      success: t(key('toasts.deleted')),
      errorTitle: t(key('delete.title')),
      errorDefault: t(key('toasts.deleteFailed')),
    },
  };
}

export interface RowActionsProps {
  editLabel: string;
  onEdit: () => void;
  remove: Omit<ConfirmDeleteProps, 'compact'>;
}

/** Edit and delete buttons of an admin list row. */
export function RowActions({ editLabel, onEdit, remove }: RowActionsProps) {
  return (
    <Group gap={2} wrap="nowrap">
      <Tooltip label={editLabel}>
        <ActionIcon variant="subtle" aria-label={editLabel} onClick={onEdit}>
          <PencilIcon />
        </ActionIcon>
      </Tooltip>
      <ConfirmDelete compact {...remove} />
    </Group>
  );
}
