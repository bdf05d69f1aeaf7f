import { NavLink, Stack } from '@mantine/core';
import { type NavItem, SIDE_MENU, visibleItems } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { hasScreen } from '../screens';
import { DriverMenuBadge } from '../../features/driver/components/DriverMenuBadge';
import { groupMenu, isActiveItem } from './menu';

export interface SideMenuProps {
  roles: readonly string[];
  /** Which screens the web has; the screen registry by default. */
  has?: (key: string) => boolean;
  /** Called after a click (closes the mobile navbar). */
  onNavigate?: () => void;
}

/** The side menu of spec §6: items for the user's roles, screens the web has; Prices and Users are groups. */
export function SideMenu({ roles, has = hasScreen, onNavigate }: SideMenuProps) {
  const { t } = useTranslation('nav');
  const { pathname, search } = useLocation();
  const entries = groupMenu(visibleItems(SIDE_MENU, roles, has));

  const link = (item: NavItem) => (
    <NavLink
      key={item.key}
      component={Link}
      to={item.path}
      label={t(`items.${item.key}`)}
      rightSection={item.key === 'driverRides' ? <DriverMenuBadge /> : undefined}
      active={isActiveItem(item, pathname, search)}
      aria-current={isActiveItem(item, pathname, search) ? 'page' : undefined}
      onClick={onNavigate}
      variant="light"
      fw={500}
    />
  );

  return (
    <Stack gap={2}>
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          link(entry.item)
        ) : (
          <NavLink
            key={`group-${entry.group}`}
            component="button"
            type="button"
            label={t(`groups.${entry.group}`)}
            defaultOpened={entry.items.some((item) => isActiveItem(item, pathname, search))}
            childrenOffset={24}
            fw={500}
          >
            {entry.items.map(link)}
          </NavLink>
        ),
      )}
    </Stack>
  );
}
