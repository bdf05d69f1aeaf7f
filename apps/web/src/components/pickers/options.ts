import type { ClientContact, DriverOption, FleetOption, UserDetails } from '@vozka/domain';
import type { PickerOption } from './rules';

/** How each picker shows its records; a fleet manager's customers are contacts (name and phone). */
export const customerOption = (user: UserDetails | ClientContact): PickerOption => ({
  id: user.id,
  userId: user.userId,
  name: user.name,
  description: 'email' in user ? (user.companyName ?? user.email) : user.phone,
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
