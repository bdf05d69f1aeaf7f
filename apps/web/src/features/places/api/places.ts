import type { TFlightNumberInput, TFrequentlyUsedAddressInput, TLocationInput } from '@vozka/domain';
import { type FrequentAddress, PLACES_REFRESH_MS } from '../../../components/address/api';
import { resource } from '../../../lib/resource';

/** A company location (`GET /api/locations`). */
export interface Location {
  id: number;
  name: string;
  address: string;
  placeId: string | null;
  lat: number | null;
  lng: number | null;
  airport: boolean;
  trainStation: boolean;
  active: boolean;
  position: number;
}

/** Locations: writes refresh the selects (simple locations) and the address suggestions. */
export const locations = resource<Location, TLocationInput>({
  path: '/locations',
  key: 'locations',
  invalidates: [['address-suggestions']],
});

/** A flight number (spec §3). */
export interface FlightNumber {
  id: number;
  number: string;
}

/** Flight numbers: one list, refreshed every 60 s (spec §9). */
export const flightNumbers = resource<FlightNumber, TFlightNumberInput>({
  path: '/flight-numbers',
  key: 'flight-numbers',
  updateMethod: 'patch',
  refetchInterval: PLACES_REFRESH_MS,
});

/** Frequently used addresses: paged, refreshed every 60 s; they are suggestions too. */
export const frequentAddresses = resource<FrequentAddress, TFrequentlyUsedAddressInput>({
  path: '/frequently-used-addresses',
  key: 'frequently-used-addresses',
  updateMethod: 'patch',
  refetchInterval: PLACES_REFRESH_MS,
  invalidates: [['address-suggestions']],
});
