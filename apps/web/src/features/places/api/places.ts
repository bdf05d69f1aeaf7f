import type {
  TFlightNumber,
  TFlightNumberInput,
  TFrequentlyUsedAddress,
  TFrequentlyUsedAddressInput,
  TLocation,
  TLocationInput,
} from '@vozka/domain';
import { PLACES_REFRESH_MS } from '../../../components/address/api';
import { resource } from '../../../lib/resource';

/** Locations: writes refresh the selects (simple locations) and the address suggestions. */
export const locations = resource<TLocation, TLocationInput>({
  path: '/locations',
  key: 'locations',
  invalidates: [['address-suggestions']],
});

/** Flight numbers: one list, refreshed every 60 s (spec §9). */
export const flightNumbers = resource<TFlightNumber, TFlightNumberInput>({
  path: '/flight-numbers',
  key: 'flight-numbers',
  updateMethod: 'patch',
  refetchInterval: PLACES_REFRESH_MS,
});

/** Frequently used addresses: paged, refreshed every 60 s; they are suggestions too. */
export const frequentAddresses = resource<TFrequentlyUsedAddress, TFrequentlyUsedAddressInput>({
  path: '/frequently-used-addresses',
  key: 'frequently-used-addresses',
  updateMethod: 'patch',
  refetchInterval: PLACES_REFRESH_MS,
  invalidates: [['address-suggestions']],
});
