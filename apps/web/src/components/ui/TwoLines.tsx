import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A table cell's text with a dimmed detail line under it (a name and its e-mail, a time and when it was sent); no detail, one line. */
export function TwoLines({ main, detail }: { main: ReactNode; detail?: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="sm">{main}</Text>
      {detail && (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}
