import { Alert, List } from '@mantine/core';
import type { ReactNode } from 'react';

/** The error messages of a form (validation summary or the server's answer), or nothing. */
export function ErrorAlert({ title, messages }: { title?: string; messages: readonly (string | null | undefined)[] }) {
  const texts = [...new Set(messages.filter((m): m is string => Boolean(m && m.trim())))];
  if (texts.length === 0) return null;
  return (
    <Alert color="red" variant="light" title={title}>
      {texts.length === 1 ? (
        texts[0]
      ) : (
        <List size="sm" spacing={2}>
          {texts.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

/** A confirmation in the page (the server's success message). */
export function SuccessAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="teal" variant="light" title={title} role="status">
      {children}
    </Alert>
  );
}
