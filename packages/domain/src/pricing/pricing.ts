import type { RideType } from '../rides/ride.ts';
import type { FixedPriceEnd, PlaceRef } from './places.ts';

/** Spec §3 Fixed price and Price query: one way or both ways. */
export const DIRECTIONS = ['ONE_WAY', 'BOTH_WAYS'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** Spec §9: the rent form of the price query sends distance 100 and ONE_WAY; the engine ignores both. */
export const RENT_QUERY_DISTANCE_KM = 100;

/** A vehicle offer as the engine needs it (spec §3 Vehicle offer). Money in haléře, without VAT. */
export interface VehicleOfferForPricing {
  id: number;
  name: string;
  persons: number;
  luggage: number;
  transfer: boolean;
  rent: boolean;
  congress: boolean;
  /** Price of one hour of rent; null when the offer has none. */
  rentPricePerHour: number | null;
  /** Clients that may use the offer; empty = everyone. */
  allowedClientIds: readonly number[];
  public: boolean;
}

/** Spec §3 Pricing interval of one vehicle offer: `[fromKm, toKm)`, toKm null = no upper end. */
export interface PricingInterval {
  vehicleOfferId: number;
  fromKm: number;
  toKm: number | null;
  pricePerKm: number;
  minimumFare: number;
  waitingPerMinute: number;
}

/** Spec §3 Fixed price. clientId null = the general price; vehicleOfferId null = every offer. */
export interface FixedPrice {
  id: number;
  from: FixedPriceEnd;
  to: FixedPriceEnd;
  direction: Direction;
  active: boolean;
  driverPrice: number;
  clientPrice: number;
  clientId: number | null;
  vehicleOfferId: number | null;
}

/** What every form of the price query carries besides its own fields. */
export interface PriceQueryCommon {
  /** The client the price is for: their own fixed prices and allowed offers; null = no client. */
  clientId: number | null;
  /** Only this offer (the ride form prices its chosen vehicle offer); null = every offer that fits. */
  vehicleOfferId?: number | null;
  /** Minutes of waiting, each at the per-minute price of the distance's interval (not for rent). */
  waitingMinutes?: number;
}

/** A transfer (or congress ride) counted both ways: BOTH_WAYS, a round trip or to-and-back. */
export interface TransferFlags {
  type: Exclude<RideType, 'RENT'>;
  direction: Direction;
  roundTrip?: boolean;
  toAndBack?: boolean;
}

/**
 * Spec §3/§7 Price query, parsed (ZPriceQuery): by chosen addresses (their place ids, optionally via
 * stops), by a distance in km, or rent by hours.
 */
export type PriceQuery =
  | (PriceQueryCommon & TransferFlags & { by: 'ADDRESSES'; start: PlaceRef; end: PlaceRef; via?: PlaceRef[] })
  | (PriceQueryCommon & TransferFlags & { by: 'DISTANCE'; distanceKm: number })
  | (PriceQueryCommon & { by: 'RENT'; type: 'RENT'; rentHours: number });

export type PriceSource = 'FIXED' | 'DISTANCE' | 'RENT';

/** One line of the calculator's answer. Money in haléře, without VAT. */
export interface PriceResult {
  vehicleOffer: VehicleOfferForPricing;
  price: number;
  /** The driver's price, known only from a fixed price. */
  driverPrice?: number;
  source: PriceSource;
  /** The fixed price used. */
  fixedPriceId?: number;
  /** The km priced (both ways counted) for DISTANCE. */
  distanceKm?: number;
  /** The distance came from an estimate (the offline geo provider), not from a routing service. */
  estimate?: boolean;
}
