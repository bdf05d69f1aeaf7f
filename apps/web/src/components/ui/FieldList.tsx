import { DataList } from '@mantine/core';
import type { ReactNode } from 'react';

export interface FieldItem {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** Read-only fields as a definition list (label, value); empty values show a dash. */
export function FieldList({ items, labelWidth = 160 }: { items: readonly FieldItem[]; labelWidth?: number }) {
  return (
    <DataList size="sm" labelWidth={labelWidth} gap="xs">
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel c="dimmed">{item.label}</DataList.ItemLabel>
          <DataList.ItemValue>{isEmpty(item.value) ? '—' : item.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
