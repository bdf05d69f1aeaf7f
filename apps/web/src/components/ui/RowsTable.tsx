import { type MantineSpacing, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface RowsTableProps {
  /** The accessible name of the table. */
  label: string;
  /** The headers of the columns before the remove buttons. */
  headers: readonly string[];
  /** The hidden header of the remove buttons' column, and its width. */
  actions: { label: string; width: number };
  /** The dimmed text of the one row shown while there are no rows. */
  empty: string;
  rowCount: number;
  verticalSpacing: MantineSpacing | number;
  /** The rows, each ending with a `RemoveRowCell`. */
  children: ReactNode;
}

/** An editable table of form rows (added and removed by the user), saved with its form. */
export function RowsTable({ label, headers, actions, empty, rowCount, verticalSpacing, children }: RowsTableProps) {
  return (
    <Table withTableBorder verticalSpacing={verticalSpacing} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
          <Table.Th w={actions.width}>
            <VisuallyHidden>{actions.label}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rowCount === 0 && (
          <Table.Tr>
            <Table.Td colSpan={headers.length + 1}>
              <Text c="dimmed" fz="sm" ta="center">
                {empty}
              </Text>
            </Table.Td>
          </Table.Tr>
        )}
        {children}
      </Table.Tbody>
    </Table>
  );
}
