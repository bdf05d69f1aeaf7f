import { SIDE_MENU, USER_MENU } from '@vozka/domain';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { HomePage } from '../features/home/components/HomePage';

/**
 * The menu screens the web has, by their domain menu key. The router registers exactly these, and
 * the menus show only these (`hasScreen`), so a menu never links to a missing screen.
 */
const SCREENS: ReadonlyArray<{ key: string; element: ReactNode }> = [
  { key: 'dispatching', element: <HomePage titleKey="dispatchingTitle" has={hasScreen} /> },
  { key: 'rides', element: <HomePage titleKey="drivesTitle" has={hasScreen} /> },
];

export function hasScreen(key: string): boolean {
  return SCREENS.some((screen) => screen.key === key);
}

function screenPath(key: string): string {
  const item = [...SIDE_MENU, ...USER_MENU].find((i) => i.key === key);
  if (!item) throw new Error(`Screen "${key}" is in no menu of @vozka/domain`);
  return item.path.split('?')[0] ?? item.path;
}

/** Routes of the registered screens (paths come from the domain menu tables). */
export function screenRoutes(): RouteObject[] {
  return SCREENS.map((screen) => ({ path: screenPath(screen.key), element: screen.element }));
}
