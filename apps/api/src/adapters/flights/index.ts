import type { FlightTrackingStored } from '@vozka/domain';
import { createAeroDataBoxProvider } from './aerodatabox.ts';
import type { FlightApiConfig } from './config.ts';
import { noFlightProvider, type FlightStatusProvider } from './provider.ts';

export * from './provider.ts';
export { flightApiConfig, type FlightApiConfig } from './config.ts';

/** The provider ADMIN's settings name (`none`, or one without a key: tracking off). */
export function flightProviderFor(settings: FlightTrackingStored, config: FlightApiConfig, fetchFn?: typeof fetch): FlightStatusProvider {
  if (settings.provider === 'aerodatabox' && settings.apiKey) return createAeroDataBoxProvider(settings.apiKey, config, fetchFn);
  return noFlightProvider;
}
