import { Stack, Text } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';

export interface SettingsFormProps {
  /** The form's accessible name (its card's title). */
  label: string;
  /** The dimmed text above the fields: what the settings do. */
  description?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  gap?: 'sm' | 'md';
  children: ReactNode;
}

/** A settings card's form: named by its title, what it is for, then its fields and actions. */
export function SettingsForm({ label, description, onSubmit, gap = 'sm', children }: SettingsFormProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <SettingsFields description={description} gap={gap}>
        {children}
      </SettingsFields>
    </form>
  );
}

/** A settings card's content: what the settings do (dimmed), then its fields and actions. */
export function SettingsFields({ description, gap = 'sm', children }: Pick<SettingsFormProps, 'description' | 'gap' | 'children'>) {
  return (
    <Stack gap={gap}>
      {description && (
        <Text fz="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
