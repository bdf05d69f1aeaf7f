import { Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type NavItem, SIDE_MENU, dominantRole, visibleItems } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSignedInUser } from '../../../lib/auth';

export interface HomePageProps {
  /** `home:dispatchingTitle` or `home:drivesTitle`. */
  titleKey: 'dispatchingTitle' | 'drivesTitle';
  /** Does the web have this screen yet? (the app's screen registry) */
  has: (key: string) => boolean;
}

/**
 * A landing screen (/dispatching, /manage/drives) until the real ones arrive: who is signed in, as which
 * role, and the screens of the menu they can open. No made-up data.
 */
export function HomePage({ titleKey, has }: HomePageProps) {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation('common');
  const { user, roles } = useSignedInUser();
  const { pathname } = useLocation();
  const role = dominantRole(roles);
  const items = visibleItems(SIDE_MENU, roles, has).filter((item) => item.path.split('?')[0] !== pathname);

  return (
    <Stack gap="xl" maw={960}>
      <Stack gap={4}>
        <Text c="dimmed" fw={600} tt="uppercase" fz="xs" lts={1}>
          {t(titleKey)}
        </Text>
        <Title order={1} fz={30}>
          {t('greeting', { name: user.name })}
        </Title>
        {role && (
          <Group gap="xs">
            <Text c="dimmed">{t('roleLabel')}</Text>
            <Badge variant="light" size="lg">
              {tc(`roles.${role}`)}
            </Badge>
          </Group>
        )}
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="home-shortcuts">
        <Title order={2} fz="lg" id="home-shortcuts">
          {t('shortcuts')}
        </Title>
        {items.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {items.map((item) => (
              <ShortcutCard key={item.key} item={item} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Stack>
  );
}

function ShortcutCard({ item }: { item: NavItem }) {
  const { t } = useTranslation('nav');
  const label = t(`items.${item.key}`);
  const group = item.group && item.group !== item.key ? t(`groups.${item.group}`) : null;
  return (
    <Card component={Link} to={item.path} withBorder radius="md" padding="lg" shadow="xs">
      {group && (
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {group}
        </Text>
      )}
      <Text fw={700} fz="lg" c="vozka.8">
        {label}
      </Text>
    </Card>
  );
}
