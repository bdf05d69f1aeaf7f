import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PublicCardProps {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Links under the card body (back to sign in, registration…). */
  footer?: ReactNode;
}

/** The one layout of every public screen's card: a heading, an optional lead text, the body, links. */
export function PublicCard({ title, description, children, footer }: PublicCardProps) {
  return (
    <Paper component="section" withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-label={title}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={26} c="vozka.9">
            {title}
          </Title>
          {description && <Text c="dimmed">{description}</Text>}
        </Stack>
        {children}
        {footer && (
          <Stack gap={6} pt="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            {footer}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A public screen's card while its link is being checked: a spinner and what is going on, announced politely. */
export function PublicCardPending({ title, text }: { title: string; text: string }) {
  return (
    <PublicCard title={title}>
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>{text}</Text>
      </Group>
    </PublicCard>
  );
}
