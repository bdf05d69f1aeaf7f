import { DataList } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PHONE_MEDIA_QUERY } from '../../lib/config';

export interface FieldItem {
  label: string;
  value: ReactNode;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/**
 * Read-only fields as a definition list (label, value); empty values show a dash. On a phone each label
 * stands above its value: side by side, a 160 px label leaves a value too little room (issue 17 §12).
 */
export function FieldList({ items, labelWidth = 160 }: { items: readonly FieldItem[]; labelWidth?: number }) {
  const phone = useMediaQuery(PHONE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  return (
    <DataList size="sm" labelWidth={labelWidth} gap="xs" orientation={phone ? 'vertical' : 'horizontal'}>
      {items.map((item) => (
        <DataList.Item key={item.label}>
          <DataList.ItemLabel c="dimmed">{item.label}</DataList.ItemLabel>
          {/* A long e-mail or address breaks inside instead of sticking out of a phone's screen (issue 17 §12). */}
          <DataList.ItemValue miw={0} style={{ overflowWrap: 'anywhere' }}>
            {isEmpty(item.value) ? '—' : item.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}
