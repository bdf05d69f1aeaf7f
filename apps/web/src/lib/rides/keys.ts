/** Query keys of the rides feature; every ride write refreshes everything under `ridesKeys.all`. */
export const ridesKeys = {
  all: ['rides'] as const,
  list: (params: object) => ['rides', 'list', params] as const,
  detail: (id: number) => ['rides', 'detail', id] as const,
  history: (id: number) => ['rides', 'history', id] as const,
  last: ['rides', 'last'] as const,
  freeCount: ['rides', 'free-count'] as const,
  /** Under `rides` so every ride change refreshes them. */
  suggestions: (rideId: number) => ['rides', 'driver-suggestions', rideId] as const,
  /** The public contract (not under `rides`: it is not the signed-in user's data). */
  overview: (secretIdent: string) => ['ride-overview', secretIdent] as const,
};

/** Ride writes refresh the lists, records, histories and the free-rides badge. */
export const RIDE_WRITE_INVALIDATES = [ridesKeys.all] as const;
