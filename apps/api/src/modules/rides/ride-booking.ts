import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { GeoProvider } from '../../adapters/geo/index.ts';
import { createCalculatorService } from '../pricing/calculator.service.ts';
import { bookingQuery, type BookedTrip } from '../pricing/booking-price.ts';
import type { StopValues } from './rides.repository.ts';

/** The ride fields the calculator prices a booking by (besides the stops). */
const PRICED_FIELDS = ['type', 'roundTrip', 'toAndBack', 'numberOfHours', 'vehicleOfferId'] as const;

/** Whether a write changes what a booking's price depends on: the trip's priced fields or its places. */
export function pricedTripChanged(
  before: BookedTrip,
  after: BookedTrip,
  stopsBefore: readonly StopValues[],
  stopsAfter: readonly StopValues[],
): boolean {
  if (PRICED_FIELDS.some((f) => before[f] !== after[f])) return true;
  return (
    stopsBefore.length !== stopsAfter.length ||
    stopsBefore.some((s, i) => s.placeId !== stopsAfter[i]!.placeId || s.address !== stopsAfter[i]!.address)
  );
}

/**
 * Prices a customer's booking on the server with the calculator's engine (issue 12 item 4): the price
 * the customer was shown for its chosen offer, never a number from the request. Runs outside the write
 * transaction (the geo service may be slow, and on PGlite a query beside an open transaction waits).
 */
export function createBookingPricer(deps: { database: Database; geo: GeoProvider; logger: FastifyBaseLogger }) {
  const calculator = createCalculatorService(deps);
  return {
    /** Haléře without VAT, or null when the engine has no price for it. */
    async price(trip: BookedTrip, stops: readonly Pick<StopValues, 'address' | 'placeId'>[], customerId: number): Promise<number | null> {
      const query = bookingQuery(trip, stops, customerId);
      return query ? calculator.bookingPrice(query) : null;
    },
  };
}
export type BookingPricer = ReturnType<typeof createBookingPricer>;
