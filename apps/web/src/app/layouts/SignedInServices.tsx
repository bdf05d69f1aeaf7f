import { allows, landingRoute } from '@vozka/domain';
import { Navigate, Outlet } from 'react-router';
import { DutyProvider } from '../../features/driver/duty';
import { useSignedInUser } from '../../lib/auth';
import { LiveEventsProvider } from '../../lib/events';

/** `/`: the signed-in user's landing screen by role. */
export function LandingRedirect() {
  const { roles } = useSignedInUser();
  return <Navigate to={landingRoute(roles)} replace />;
}

/**
 * What every signed-in screen shares: the tab's one live event stream (docs/api/dispatch.md §4) and,
 * for a driver, the location sharing that goes on whatever screen is open.
 */
export function SignedInServices() {
  const { roles } = useSignedInUser();
  return (
    <LiveEventsProvider>
      <DutyProvider enabled={allows('positions.report', roles)}>
        <Outlet />
      </DutyProvider>
    </LiveEventsProvider>
  );
}
