import type { Role } from '@vozka/domain';

/** What a picker shows for one record. `userId` (when the record is a user) removes duplicates. */
export interface PickerOption {
  id: number;
  userId?: number;
  name: string;
  /** A second line (e-mail, company). */
  description?: string | null;
  /** Drivers: the app reported in the last 5 minutes. */
  online?: boolean;
}

/** The chosen record, or null for "Not selected" (spec §3: the unselected option has id 0). */
export type PickerValue = Pick<PickerOption, 'id' | 'name' | 'online'> | null;

/** Spec §5: duplicates in a picker list are removed by userId (records without one by id). */
export function dedupeByUserId<T extends PickerOption>(options: readonly T[]): T[] {
  const seen = new Set<number>();
  return options.filter((option) => {
    const key = option.userId ?? option.id;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const holds = (roles: readonly string[], ...any: Role[]) => any.some((role) => roles.includes(role));

/** Spec §6: ADMIN and FLEET_MANAGER may clear the driver field once it is set. */
export function canClearDriver(roles: readonly string[], value: PickerValue): boolean {
  return value !== null && holds(roles, 'ADMIN', 'FLEET_MANAGER');
}

/**
 * Spec §6 (and §4): ADMIN may clear the fleet field at any status; a FLEET_MANAGER only while the ride
 * is not in a final status.
 */
export function canClearFleet(roles: readonly string[], value: PickerValue, rideFinal: boolean): boolean {
  if (value === null) return false;
  if (roles.includes('ADMIN')) return true;
  return roles.includes('FLEET_MANAGER') && !rideFinal;
}

/** Spec §9: the dropdown is 250 px high (63 px small) and 265 px wide (350 px large). */
export type PickerSize = 'small' | 'medium' | 'large';
export const PICKER_SIZES: Record<PickerSize, { height: number; width: number }> = {
  small: { height: 63, width: 265 },
  medium: { height: 250, width: 265 },
  large: { height: 250, width: 350 },
};

/** Spec §9: the popup closes 100 ms after a choice. */
export const PICKER_CLOSE_DELAY_MS = 100;
export const PICKER_PAGE_SIZE = 20;

/** Every picker list's query key starts with this, so a write can refresh them all. */
export const PICKER_KEY = 'picker';
