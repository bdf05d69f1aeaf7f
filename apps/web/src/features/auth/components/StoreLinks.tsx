import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STORE_LINKS, TERMS_URL } from '../../../lib/config';

function StoreIcon({ store }: { store: 'googlePlay' | 'appStore' }) {
  return store === 'googlePlay' ? (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M4 2.5v19l10.2-9.5L4 2.5zm11.6 10.8L6.8 21.7l11.1-6.4-2.3-2zm3.6-2.3-2.6-1.5-2.6 2.5 2.6 2.4 2.6-1.5c.8-.5.8-1.5 0-1.9zM6.8 2.3l8.8 8.4 2.3-2L6.8 2.3z"
      />
    </svg>
  ) : (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M16.4 12.6c0-2.4 2-3.5 2.1-3.6-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.5-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.6-1-2.6-4.1zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
      />
    </svg>
  );
}

/** Links to the mobile apps in both stores (spec §1). */
export function StoreLinks() {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text fz="sm" c="dimmed" fw={500}>
        {t('storeLinks.label')}
      </Text>
      <Group gap="xs" grow>
        {(['googlePlay', 'appStore'] as const).map((store) => (
          <Button
            key={store}
            component="a"
            href={STORE_LINKS[store]}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            color="dark"
            leftSection={<StoreIcon store={store} />}
            styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
            h="auto"
            py={8}
          >
            {t(`storeLinks.${store}`)}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** The terms and conditions link (opens the company's page in a new tab). */
export function TermsLink({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Anchor href={TERMS_URL} target="_blank" rel="noopener noreferrer" fz="sm">
      {label ?? t('terms')}
    </Anchor>
  );
}
