import type { FixedPrice, PricingInterval, VehicleOfferForPricing } from './pricing.ts';

/** Test factories for the price engine (not exported from the package). */
export function buildOffer(over: Partial<VehicleOfferForPricing> = {}): VehicleOfferForPricing {
  return {
    id: 1,
    name: 'Sedan',
    persons: 4,
    luggage: 3,
    transfer: true,
    rent: true,
    congress: false,
    rentPricePerHour: 60_000,
    allowedClientIds: [],
    public: true,
    ...over,
  };
}

export function buildInterval(over: Partial<PricingInterval> = {}): PricingInterval {
  return { vehicleOfferId: 1, fromKm: 0, toKm: null, pricePerKm: 3_000, minimumFare: 50_000, waitingPerMinute: 500, ...over };
}

/** Offer 1's standard table: 0–10 km 35 Kč, 10–50 km 30 Kč, 50+ km 25 Kč; minimum 500 Kč; waiting 5 Kč/min. */
export function standardIntervals(vehicleOfferId = 1): PricingInterval[] {
  return [
    buildInterval({ vehicleOfferId, fromKm: 0, toKm: 10, pricePerKm: 3_500 }),
    buildInterval({ vehicleOfferId, fromKm: 10, toKm: 50, pricePerKm: 3_000 }),
    buildInterval({ vehicleOfferId, fromKm: 50, toKm: null, pricePerKm: 2_500 }),
  ];
}

export function buildFixedPrice(over: Partial<FixedPrice> = {}): FixedPrice {
  const ends: Pick<FixedPrice, 'from' | 'to'> = { from: { locationId: 1 }, to: { address: 'Václavské náměstí 1, Praha' } };
  const terms = { direction: 'ONE_WAY', active: true, driverPrice: 60_000, clientPrice: 80_000 } as const;
  return { id: 1, ...ends, ...terms, clientId: null, vehicleOfferId: null, ...over };
}
