import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ProfileSectionProps {
  /** The heading's id: the section's accessible name. */
  id: string;
  title: string;
  /** The dimmed text under the heading. */
  text?: string;
  maw?: number;
  /** The heading in red (deleting one's account). */
  danger?: boolean;
  children: ReactNode;
}

/** A section of the profile settings' tab: its heading, what it is for, and its content. */
export function ProfileSection({ id, title, text, maw, danger, children }: ProfileSectionProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id} maw={maw}>
      <Title order={2} fz="lg" c={danger ? 'red.8' : undefined} id={id}>
        {title}
      </Title>
      {text && (
        <Text c="dimmed" fz="sm">
          {text}
        </Text>
      )}
      {children}
    </Stack>
  );
}
