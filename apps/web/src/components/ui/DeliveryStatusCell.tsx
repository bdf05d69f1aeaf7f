import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { type ActionToasts, runWithToasts } from '../../lib/toasts';

export interface DeliveryStatusCellProps {
  /** The status badge. */
  badge: ReactNode;
  /** A dimmed line under it (the attempts, the receiver's answer); nothing: none. */
  note?: ReactNode;
  /** The last error, in red. */
  error?: string | null;
  /** "Send again", when the viewer may and the status allows it; it spins while that delivery is resent. */
  resend?: ResendButton | null;
}

export interface ResendButton {
  label: string;
  loading: boolean;
  onClick: () => void;
}

/** What "Send again" runs: a mutation of the row's id (react-query's `useMutation` result). */
interface ResendMutation<T> {
  isPending: boolean;
  variables: number | undefined;
  mutateAsync: (id: number) => Promise<T>;
}

/** The "Send again" button of a log's row by its id: it runs `mutation` with its toasts and spins while that row is sent again. */
export function resendButtonOf<T>(mutation: ResendMutation<T>, label: string, toasts: ActionToasts<T>) {
  return (id: number): ResendButton => ({
    label,
    loading: mutation.isPending && mutation.variables === id,
    onClick: () => void runWithToasts(() => mutation.mutateAsync(id), toasts),
  });
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
