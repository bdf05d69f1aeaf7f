/** The rides screens, which other screens link to. */
export const RIDES_PATH = '/manage/drives';
export const DISPATCHING_PATH = '/dispatching';
export const ridePath = (id: number) => `${RIDES_PATH}/${id}`;
export const rideEditPath = (id: number) => `${RIDES_PATH}/${id}/edit`;

/** The rides list filtered by a driver (spec §2: clicking a pin). */
export const driverRidesPath = (pin: { id: number; name: string }) =>
  `${RIDES_PATH}?${new URLSearchParams({ driverId: String(pin.id), driverName: pin.name }).toString()}`;
