import { Button, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { Column } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { PlusIcon } from '../ui/icons';
import { RowActions, type RowActionsProps } from './RowActions';

export interface RecordListPageProps {
  title: string;
  description?: ReactNode;
  /** The text of the New button in the header. */
  newLabel: string;
  onNew: () => void;
  maw?: number;
  /** The filters, the table and the record's dialog. */
  children: ReactNode;
}

/** An admin list screen: its heading with a New button, then the list. */
export function RecordListPage({ title, description, newLabel, onNew, maw, children }: RecordListPageProps) {
  return (
    <Stack gap="lg" maw={maw}>
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button leftSection={<PlusIcon />} onClick={onNew}>
            {newLabel}
          </Button>
        }
      />
      {children}
    </Stack>
  );
}

/** Which record a list's dialog edits: none (closed), a new one (`record: null`) or a listed one. */
export function useRecordEditor<T>() {
  const [editing, setEditing] = useState<{ record: T | null } | null>(null);
  return {
    editing,
    edit: (record: T | null) => setEditing({ record }),
    close: () => setEditing(null),
  };
}

/** The last column of an admin list: a row's edit and delete buttons. */
export function actionsColumn<T>(header: string, actions: (row: T) => RowActionsProps, width = 96): Column<T> {
  return { key: 'actions', header, width, cell: (row) => <RowActions {...actions(row)} /> };
}
