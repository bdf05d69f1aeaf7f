import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DeliveryStatusCellProps {
  /** The status badge. */
  badge: ReactNode;
  /** A dimmed line under it (the attempts, the receiver's answer); nothing: none. */
  note?: ReactNode;
  /** The last error, in red. */
  error?: string | null;
  /** "Send again", when the viewer may and the status allows it; it spins while that delivery is resent. */
  resend?: { label: string; loading: boolean; onClick: () => void } | null;
}

/** The status cell of an outgoing message's log row (an e-mail or SMS, a webhook call): badge, note, error, "Send again". */
export function DeliveryStatusCell({ badge, note, error, resend }: DeliveryStatusCellProps) {
  return (
    <Stack gap={4} align="flex-start">
      {badge}
      {note && (
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      )}
      {error && (
        <Text fz="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {error}
        </Text>
      )}
      {resend && (
        <Button size="compact-xs" variant="light" loading={resend.loading} onClick={resend.onClick}>
          {resend.label}
        </Button>
      )}
    </Stack>
  );
}
