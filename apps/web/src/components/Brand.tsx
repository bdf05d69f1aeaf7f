import { Box, Group, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The Vozka mark and name; `inverted` for dark backgrounds (the app header); `compact` shows the mark
 * alone on a phone (below 576 px), where the header needs the room.
 */
export function Brand({
  inverted = false,
  withTagline = false,
  compact = false,
}: {
  inverted?: boolean;
  withTagline?: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <svg viewBox="0 0 32 32" width="22" height="22" aria-hidden focusable="false">
          <path d="M7 8l9 17 9-17" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ThemeIcon>
      <Box visibleFrom={compact ? 'xs' : undefined}>
        <Text component="span" fw={800} fz="xl" lh={1.1} c={inverted ? 'white' : 'vozka.9'} display="block">
          {t('brand')}
        </Text>
        {withTagline && (
          <Text component="span" fz="xs" c={inverted ? 'vozka.1' : 'dimmed'} display="block">
            {t('tagline')}
          </Text>
        )}
      </Box>
    </Group>
  );
}
