import { Button, Image, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import type { Column } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { PlusIcon } from '../ui/icons';
import { RowActions, type RowActionsProps, rowDelete } from './RowActions';

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
    /** Opens the dialog on a listed record. */
    edit: (record: T) => setEditing({ record }),
    /** Opens the dialog on a new record. */
    create: () => setEditing({ record: null }),
    close: () => setEditing(null),
  };
}

/** The last column of an admin list: a row's edit and delete buttons. */
export function actionsColumn<T>(header: string, actions: (row: T) => RowActionsProps, width = 96): Column<T> {
  return { key: 'actions', header, width, cell: (row) => <RowActions {...actions(row)} /> };
}

/**
 * A row's edit and delete buttons from `<prefix>.editLabel`, `<prefix>.delete.*` and `<prefix>.toasts.*`
 * texts of a namespace (`params` fill in the record's name).
 */
export function recordActions<T extends { id: number }>(
  t: (key: string, params?: Record<string, string>) => string,
  prefix: string,
  params: (row: T) => Record<string, string>,
  onEdit: (row: T) => void,
  remove: (id: number) => Promise<unknown>,
): (row: T) => RowActionsProps {
  return (row) => ({
    editLabel: t(`${prefix}.editLabel`, params(row)),
    onEdit: () => onEdit(row),
    remove: rowDelete(t, prefix, params(row), () => remove(row.id)),
  });
}

/** A column of a record's name in medium weight. */
export function nameColumn<T>(key: string, header: string, name: (row: T) => string): Column<T> {
  return {
    key,
    header,
    cell: (row) => (
      <Text fz="sm" fw={500}>
        {name(row)}
      </Text>
    ),
  };
}

/** A column of a record's picture, a `w`×`h` thumbnail; empty when it has none. */
export function pictureColumn<T>(header: string, url: (row: T) => string | null, alt: (row: T) => string, w: number, h: number): Column<T> {
  return {
    key: 'picture',
    header,
    width: w + 16,
    cell: (row) => {
      const src = url(row);
      return src ? <Image src={src} alt={alt(row)} w={w} h={h} fit="cover" radius="sm" /> : null;
    },
  };
}
