import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { BoardPriority, TBoardMessage } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format';
import { showErrorToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { useDismissBoardMessage, useLandingBoardMessages } from '../api/board';

const LOOK: Record<BoardPriority, { color: string; variant: 'filled' | 'light' | 'outline' }> = {
  HIGH: { color: 'red', variant: 'filled' },
  NORMAL: { color: 'vozka', variant: 'light' },
  LOW: { color: 'gray', variant: 'light' },
};

/**
 * The dashboard messages on a signed-in user's landing screen (docs/decisions/0028): the current ones it
 * has not dismissed, in the API's order (most urgent first, then newest); HIGH ones stand out in red.
 * Nothing at all when there is none or they cannot be loaded: the landing screen goes on without them.
 */
export function BoardMessages() {
  const { t } = useTranslation('board');
  const messages = useLandingBoardMessages();
  if (!messages.data?.length) return null;
  return (
    <Stack component="section" aria-label={t('landing.label')} gap="xs" mb="lg">
      {messages.data.map((message) => (
        <BoardMessageCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}

function BoardMessageCard({ message }: { message: TBoardMessage }) {
  const { t } = useTranslation('board');
  const [language] = useLanguage();
  const dismiss = useDismissBoardMessage();
  const look = LOOK[message.priority];
  const high = message.priority === 'HIGH';
  const onDismiss = () =>
    dismiss.mutateAsync(message.id).catch((error: unknown) => {
      showErrorToast(t('landing.label'), error, t('messages.toasts.dismissFailed'));
    });
  return (
    <Alert color={look.color} variant={look.variant} radius="md" p="sm" data-priority={message.priority} role={high ? 'alert' : 'note'}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            {high && (
              <Badge color="white" c="red.8" size="sm">
                {t('landing.important')}
              </Badge>
            )}
            <Text fz="xs" c={high ? 'white' : 'dimmed'}>
              {formatDateTime(message.date, language)}
            </Text>
          </Group>
          <Text fz="sm" fw={high ? 600 : 400} c={high ? 'white' : undefined} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Text>
        </Stack>
        <Button
          size="compact-sm"
          variant={high ? 'white' : 'subtle'}
          color={high ? 'red' : look.color}
          onClick={() => void onDismiss()}
          loading={dismiss.isPending}
          aria-label={t('landing.dismissLabel', { message: message.message.slice(0, 80) })}
        >
          {t('landing.dismiss')}
        </Button>
      </Group>
    </Alert>
  );
}
