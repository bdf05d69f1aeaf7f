import { Box, Container, Group, Stack } from '@mantine/core';
import { isNeverRedirected } from '@vozka/domain';
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Brand } from '../../components/Brand';
import { FullPageLoader } from '../../components/FullPageLoader';
import { LanguagePicker } from '../../components/LanguagePicker';
import { useAuth } from '../../lib/auth';
import { postLoginTarget, readFrom } from '../../lib/auth-routing';

/** The frame of public screens: the brand and the language picker above a centred card (`size` wide). */
export function PublicFrame({ children, size = 480 }: { children: ReactNode; size?: number }) {
  return (
    <Box
      mih="100vh"
      style={{
        background: 'radial-gradient(circle at 20% 0%, var(--mantine-color-vozka-7) 0%, var(--mantine-color-vozka-9) 55%, #061a3a 100%)',
      }}
    >
      <Container size={size} py={{ base: 'md', sm: 48 }} px="md">
        <Stack gap="lg">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Brand inverted withTagline />
            <LanguagePicker />
          </Group>
          <main>{children}</main>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * Public screens (spec §4): wait until the session is known; a signed-in user is sent on to their
 * landing screen (or back where they came from), except from never-redirected screens.
 */
export function PublicLayout() {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status === 'authenticated' && !isNeverRedirected(location.pathname)) {
    return <Navigate to={postLoginTarget(auth.roles, readFrom(location.state))} replace />;
  }
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
