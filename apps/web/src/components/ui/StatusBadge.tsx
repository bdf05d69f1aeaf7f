import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** A status as a light badge in its colour, filled when it calls for attention (failed, disputed); its text as written. */
export function StatusBadge({ color, alert, children }: { color: string; alert?: boolean; children: ReactNode }) {
  return (
    <Badge color={color} variant={alert ? 'filled' : 'light'} tt="none">
      {children}
    </Badge>
  );
}
