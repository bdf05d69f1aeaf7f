import { AppShell, Burger, Group, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { landingRoute } from '@vozka/domain';
import { Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/Brand';
import { LanguagePicker } from '../../components/LanguagePicker';
import { useSignedInUser } from '../../lib/auth';
import { DESKTOP_MIN_WIDTH_PX } from '../../lib/config';
import { BoardMessages } from '../../features/board/components/BoardMessages';
import { NewestArticle } from '../../features/blog/components/NewestArticle';
import { FreeRidesBadge } from './FreeRidesBadge';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

/**
 * The signed-in layout: a dark blue header (brand, language, user menu) and the role menu on the
 * left, which collapses behind a burger below 992 px (spec §9). The landing screen shows the dashboard
 * messages and, to blog readers, the newest article above the page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const { roles } = useSignedInUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The dashboard messages greet the user on its landing screen (docs/decisions/0028).
  const onLanding = useLocation().pathname === landingRoute(roles);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 260, breakpoint: DESKTOP_MIN_WIDTH_PX, collapsed: { mobile: !opened } }}
      padding="lg"
      transitionDuration={450}
    >
      <AppShell.Header bg="vozka.9" withBorder={false}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              color="white"
              aria-label={t('shell.toggleNavigation')}
              aria-expanded={opened}
            />
            <Brand inverted compact />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <FreeRidesBadge />
            <LanguagePicker />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" aria-label={t('shell.mainMenu')}>
        <AppShell.Section grow component={ScrollArea}>
          <SideMenu roles={roles} onNavigate={close} />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        {onLanding && <BoardMessages />}
        {onLanding && <NewestArticle />}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
