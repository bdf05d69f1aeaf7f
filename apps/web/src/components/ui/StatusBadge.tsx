import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A status as a light badge in its colour, filled when it calls for attention (failed, disputed); its text as written. */
export function StatusBadge({ color, alert, children }: { color: string; alert?: boolean; children: ReactNode }) {
  return (
    <Badge color={color} variant={alert ? 'filled' : 'light'} tt="none">
      {children}
    </Badge>
  );
}

export interface StatusBadgeKind<S extends string> {
  /** The translation namespace and the key prefix of the status names: `t(`${prefix}.${status}`)`. */
  namespace: string;
  prefix: string;
  colors: Record<S, string>;
  /** The statuses that call for attention (filled). */
  alert?: readonly NoInfer<S>[];
}

/** The badge of one kind of status (a report's, a delivery's, …): its names, its colours, which ones are filled. */
export function statusBadgeOf<S extends string>({ namespace, prefix, colors, alert = [] }: StatusBadgeKind<S>) {
  return function KindStatusBadge({ status }: { status: S }) {
    const { t } = useTranslation(namespace);
    return (
      <StatusBadge color={colors[status]} alert={alert.includes(status)}>
        {t(`${prefix}.${status}`)}
      </StatusBadge>
    );
  };
}
