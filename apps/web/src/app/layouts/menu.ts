import type { NavItem } from '@vozka/domain';

export type MenuEntry = { kind: 'item'; item: NavItem } | { kind: 'group'; group: NonNullable<NavItem['group']>; items: NavItem[] };

/** Keeps the menu order; items of a group are gathered where the group first appears. */
export function groupMenu(items: readonly NavItem[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const item of items) {
    if (!item.group) {
      entries.push({ kind: 'item', item });
      continue;
    }
    const existing = entries.find((e) => e.kind === 'group' && e.group === item.group);
    if (existing?.kind === 'group') existing.items.push(item);
    else entries.push({ kind: 'group', group: item.group, items: [item] });
  }
  return entries;
}

/** Is this item the current screen? Items with a query (users by role) match on it too. */
export function isActiveItem(item: NavItem, pathname: string, search: string): boolean {
  const [path = '', query] = item.path.split('?');
  if (path !== pathname) return false;
  if (!query) return true;
  const current = new URLSearchParams(search);
  return [...new URLSearchParams(query)].every(([name, value]) => current.get(name) === value);
}
