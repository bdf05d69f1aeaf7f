import type { DriverOption, FleetOption, UserDetails } from '@vozka/domain';
import type { PickerOption } from './rules';

/** How each picker shows its records. */
export const customerOption = (user: UserDetails): PickerOption => ({
  id: user.id,
  userId: user.userId,
  name: user.name,
  description: user.companyName ?? user.email,
});

export const driverOption = (driver: DriverOption): PickerOption => ({
  id: driver.id,
  userId: driver.userId,
  name: driver.name,
  description: driver.fleetManager?.name ?? driver.phone,
  online: driver.online,
});

export const fleetOption = (fleet: FleetOption): PickerOption => ({
  id: fleet.id,
  userId: fleet.userId,
  name: fleet.name,
  description: fleet.companyName,
});
