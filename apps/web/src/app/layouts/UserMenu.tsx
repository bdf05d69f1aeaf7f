import { Avatar, Button, Menu, Text } from '@mantine/core';
import { USER_MENU, dominantRole, visibleItems } from '@vozka/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { useSignedInUser } from '../../lib/auth';
import { showErrorToast } from '../../lib/toasts';
import { hasScreen } from '../screens';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The user menu (spec §2): the user's name opens ride import, calculator, settings (when the web has them) and Log out. */
export function UserMenu({ has = hasScreen }: { has?: (key: string) => boolean }) {
  const { t } = useTranslation();
  const { t: tNav } = useTranslation('nav');
  const { user, roles } = useSignedInUser();
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const items = visibleItems(USER_MENU, roles, has);
  const role = dominantRole(roles);

  const logout = async () => {
    try {
      await logoutMutation.mutateAsync();
      await navigate('/auth/login', { replace: true });
    } catch (error) {
      showErrorToast(t('shell.logoutFailedTitle'), error, t('shell.logoutFailed'));
    }
  };

  return (
    <Menu position="bottom-end" width={230} shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          c="white"
          px="xs"
          leftSection={
            <Avatar size={28} radius="xl" color="vozka" variant="white" aria-hidden>
              {initials(user.name)}
            </Avatar>
          }
          aria-label={user.name}
        >
          {/* On phones only the initials show; the button keeps the name as its label. */}
          <Text component="span" visibleFrom="sm" fw={600} maw={180} truncate="end">
            {user.name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {role && <Menu.Label>{t(`roles.${role}`)}</Menu.Label>}
        {items.map((item) => (
          <Menu.Item key={item.key} component={Link} to={item.path}>
            {tNav(`userMenu.${item.key}`)}
          </Menu.Item>
        ))}
        {items.length > 0 && <Menu.Divider />}
        <Menu.Item color="red" onClick={() => void logout()} disabled={logoutMutation.isPending}>
          {t('shell.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
