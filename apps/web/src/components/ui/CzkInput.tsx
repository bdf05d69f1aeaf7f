import { ActionIcon, Table, Tooltip } from '@mantine/core';
import { MAX_CZK } from '@vozka/domain';
import type { FieldValues } from 'react-hook-form';
import { FormNumber, type FormNumberProps } from './FormNumber';
import { TrashIcon } from './icons';

/** An amount in Kč (without VAT) bound to a form field: two decimals, spaced thousands. */
export function CzkInput<T extends FieldValues>(props: Omit<FormNumberProps<T>, 'min' | 'max'>) {
  return <FormNumber min={0} max={MAX_CZK} decimalScale={2} thousandSeparator=" " unit="Kč" {...props} />;
}

/** The last cell of an editable table row: its remove button. */
export function RemoveRowCell(props: { label: string; onClick: () => void }) {
  return (
    <Table.Td style={{ verticalAlign: 'top' }}>
      <RemoveRowButton {...props} />
    </Table.Td>
  );
}

/** The remove button of an editable table row. */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip label={label}>
      <ActionIcon variant="subtle" color="red" mt={4} aria-label={label} onClick={onClick}>
        <TrashIcon />
      </ActionIcon>
    </Tooltip>
  );
}
