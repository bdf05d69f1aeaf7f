// The ride's plain constants and types, without zod: the public pages (the transport contract's payment
// types) import them without the schemas of ./ride.ts, which re-exports them (issue 18: zod stays off the
// booking page's first load).

export const RIDE_TYPES = ['TRANSFER', 'RENT', 'CONGRESS'] as const;
export type RideType = (typeof RIDE_TYPES)[number];
export const PAYMENT_TYPES = ['ONLINE', 'CASH_DRIVER', 'CARD', 'INVOICE'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Spec §3: what a ride carries besides its persons, each counted 0–99. */
export const RIDE_COUNTERS = ['largeLuggage', 'smallLuggage', 'childSeats', 'childSeatCushions', 'animals', 'golfBags', 'cradles'] as const;
export type RideCounter = (typeof RIDE_COUNTERS)[number];

export const RIDE_PAGE_SIZE = 50;
export const RIDE_PAGE_SIZE_MAX = 200;
/** How long a transfer holds its driver when nothing better is known (docs/decisions/0008). */
export const DEFAULT_TRANSFER_MINUTES = 90;
