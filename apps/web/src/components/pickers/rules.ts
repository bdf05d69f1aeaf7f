import type { Ride } from '@vozka/domain';

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

/** What every picker takes: the chosen record (or null) and its change. */
export interface PickerBinding {
  value: PickerValue;
  onChange: (value: PickerValue) => void;
}

/** The props the pickers share: the binding, and the field's label (each picker has its own default), size and state. */
export interface PickerFieldProps extends PickerBinding {
  label?: string;
  size?: PickerSize;
  error?: string | boolean;
  disabled?: boolean;
}

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

/**
 * May the fleet of this ride be cleared in a form? When the API's `abilities.clearFleet` says so (spec §4,
 * §6: ADMIN always, its fleet manager before a final status), or when the ride has no fleet stored (clearing
 * then only undoes a fleet just chosen). A new ride (null) is its dispatcher's to fill.
 */
export function rideFleetClearable(ride: Pick<Ride, 'abilities' | 'fleetManagerId'> | null): boolean {
  return ride === null || ride.abilities.clearFleet || ride.fleetManagerId === null;
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
