import { type RenderOptions, renderWithProviders } from '../../test/render';
import { patchStaffRoutes, routes } from '../router';

/** For the route tests: the whole app (its route table, the staff routes patched in) at `url`, for `user` (none: the API is asked). */
export function renderApp(url: string, user?: RenderOptions['user']) {
  return renderWithProviders(null, { routes, patchRoutesOnNavigation: patchStaffRoutes, url, user });
}
