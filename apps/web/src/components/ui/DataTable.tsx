import { Badge, Center, Group, Loader, Pagination, Stack, Table, type TableTrProps, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../FormAlert';

export interface Column<T> {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
  width?: number | string;
}

/** A column of a yes/no property as a badge: teal `labels[0]` when on, gray `labels[1]` when off. */
export function badgeColumn<T>(key: string, header: string, on: (row: T) => boolean, labels: readonly [string, string]): Column<T> {
  return {
    key,
    header,
    cell: (row) => (
      <Badge variant="light" color={on(row) ? 'teal' : 'gray'}>
        {on(row) ? labels[0] : labels[1]}
      </Badge>
    ),
  };
}

export interface DataTableProps<T> {
  /** The accessible name of the table. */
  label: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** Shown instead of the rows when loading failed. */
  error?: string | null;
  emptyText?: string;
  /** Zero-based page and the page count; the pager shows when there is more than one page. */
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  minWidth?: number;
  /** Props of a row (bold unseen rows, a click handler). */
  rowProps?: (row: T) => TableTrProps;
}

/** A list of records: a Mantine table with loading, empty and error states and a pager. */
export function DataTable<T>(props: DataTableProps<T>) {
  const { label, columns, rows, rowKey, loading, error, emptyText, page = 0, totalPages = 1, onPageChange } = props;
  const { t } = useTranslation();
  const body = (() => {
    if (error) return null;
    if (!rows && loading)
      return (
        <StateRow span={columns.length}>
          <Loader size="sm" aria-label={t('loading')} />
        </StateRow>
      );
    if (!rows || rows.length === 0)
      return (
        <StateRow span={columns.length}>
          <Text c="dimmed">{emptyText ?? t('table.empty')}</Text>
        </StateRow>
      );
    return rows.map((row) => (
      <Table.Tr key={rowKey(row)} {...props.rowProps?.(row)}>
        {columns.map((column) => (
          <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  })();

  return (
    <Stack gap="sm">
      <ErrorAlert messages={[error]} />
      <Table.ScrollContainer minWidth={props.minWidth ?? 640} type="native">
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm" aria-label={label} aria-busy={loading || undefined} bg="white">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} w={column.width}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {onPageChange && totalPages > 1 && (
        <Group justify="center" component="nav" aria-label={t('table.pages')}>
          <Pagination
            total={totalPages}
            value={page + 1}
            onChange={(value) => onPageChange(value - 1)}
            getItemProps={(item) => ({ 'aria-label': t('table.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
          />
        </Group>
      )}
    </Stack>
  );
}

function StateRow({ span, children }: { span: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={span}>
        <Center py="md">{children}</Center>
      </Table.Td>
    </Table.Tr>
  );
}
