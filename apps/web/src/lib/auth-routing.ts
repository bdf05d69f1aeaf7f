import { canOpen, isNeverRedirected, isPublicRoute, landingRoute } from '@vozka/domain';
import { safeRedirect } from './redirect';

/** What the router keeps in `location.state` when it sends a visitor to the login page. */
export interface FromState {
  from: string;
}

export function readFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  return typeof state.from === 'string' ? state.from : null;
}

/**
 * Where a signed-in user goes from a public screen (after login, or when opening /auth/login while
 * signed in): back to a never-redirected screen (check-payment, my-drive) or to an app screen they
 * were sent away from and may open; otherwise their landing screen (spec §2).
 */
export function postLoginTarget(roles: readonly string[], from: string | null): string {
  const target = safeRedirect(from);
  if (target) {
    const url = new URL(target, 'http://same.origin');
    if (isNeverRedirected(url.pathname)) return target;
    if (url.pathname !== '/' && !isPublicRoute(url.pathname) && url.pathname !== '/access-denied') {
      if (canOpen(roles, url.pathname, url.search)) return target;
    }
  }
  return landingRoute(roles);
}
