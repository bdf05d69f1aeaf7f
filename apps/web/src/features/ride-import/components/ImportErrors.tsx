import { Alert, Table, Text } from '@mantine/core';
import type { TImportRowError } from '@vozka/domain';
import { useTranslation } from 'react-i18next';

/**
 * The bad rows of a refused import (nothing was written): the server's summary, then row / column / reason.
 * The reason column wraps, so the table fits a 360 px phone without sideways scrolling.
 */
export function ImportErrors({ message, errors }: { message: string; errors: readonly TImportRowError[] }) {
  const { t } = useTranslation('rideImport');
  return (
    <Alert color="red" variant="light" title={t('errors.title')} role="alert">
      <Text fz="sm" mb="sm">
        {message}
      </Text>
      <Table withTableBorder verticalSpacing={6} horizontalSpacing={8} fz="sm" aria-label={t('errors.table')} bg="white">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('errors.row')}</Table.Th>
            <Table.Th w="30%">{t('errors.column')}</Table.Th>
            <Table.Th>{t('errors.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {errors.map((error, index) => (
            <Table.Tr key={`${error.row}-${error.column}-${index}`}>
              <Table.Td>{error.row}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{error.column}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{error.message}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  );
}
