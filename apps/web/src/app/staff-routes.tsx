import type { RouteObject } from 'react-router';
import { detailRoutes, screenRoutes } from './screens';

/**
 * The staff screens' routes, which the router adds under the signed-in app on the first navigation to one
 * of them (`patchStaffRoutes` in router.tsx): the menu screens, then the create, edit and detail screens.
 * A chunk of its own, so the public pages' first load carries none of the table (issue 18).
 */
export function staffRoutes(): RouteObject[] {
  return [...screenRoutes(), ...detailRoutes()];
}
