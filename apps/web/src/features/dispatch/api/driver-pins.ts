import { type QueryClient, useQuery } from '@tanstack/react-query';
import { DRIVER_ONLINE_WINDOW_MS, type DriverPin, type LiveEvents } from '@vozka/domain';
import { api } from '../../../lib/api-client';
import { dispatchKeys } from './keys';

/** GET /api/dispatch-map/drivers: the online drivers the caller may see (a fleet manager: its own). */
export function fetchDriverPins(signal?: AbortSignal): Promise<DriverPin[]> {
  return api.get('/dispatch-map/drivers', { signal });
}

export function useDriverPins(refetchInterval: number | false) {
  return useQuery({ queryKey: dispatchKeys.pins, queryFn: ({ signal }) => fetchDriverPins(signal), refetchInterval });
}

/** Pins still online at `now` (the board drops a pin older than 2 minutes itself). */
export function freshPins(pins: readonly DriverPin[], now: number): DriverPin[] {
  return pins.filter((pin) => now - Date.parse(pin.updatedAt) <= DRIVER_ONLINE_WINDOW_MS);
}

/**
 * A `driver.position` event on the cached pins: moves a known pin, removes an OFFLINE one. Answers
 * false when the driver is not on the board yet (its name and identifier must be asked for).
 */
export function applyPosition(queryClient: QueryClient, event: LiveEvents['driver.position']): boolean {
  const pins = queryClient.getQueryData<DriverPin[]>(dispatchKeys.pins);
  if (!pins) return true;
  const index = pins.findIndex((pin) => pin.idDriver === event.idDriver);
  if (event.operating === 'OFFLINE') {
    if (index >= 0)
      queryClient.setQueryData(
        dispatchKeys.pins,
        pins.filter((_, i) => i !== index),
      );
    return true;
  }
  if (index < 0) return false;
  const next = [...pins];
  const pin = pins[index]!;
  next[index] = {
    ...pin,
    center: { latitude: event.latitude, longitude: event.longitude, heading: event.heading },
    operating: event.operating,
    speed: event.speed,
    updatedAt: event.updatedAt,
  };
  queryClient.setQueryData(dispatchKeys.pins, next);
  return true;
}
