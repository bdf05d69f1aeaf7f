import { boolean, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, ownedBy, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { locations } from './places.ts';
import { users } from './users.ts';

/** Spec §3 Vehicle offer: what a client may order (not a concrete vehicle). Money in haléře, without VAT. */
export const vehicleOffers = pgTable('vehicle_offers', {
  id: serial('id').primaryKey(),
  /** The name in Czech, the portal's first language; `nameEn` is shown to English callers (empty = `name`). */
  name: varchar('name', { length: 120 }).notNull(),
  nameEn: varchar('name_en', { length: 120 }),
  persons: integer('persons').notNull(),
  luggage: integer('luggage').notNull().default(0),
  transfer: boolean('transfer').notNull().default(false),
  rent: boolean('rent').notNull().default(false),
  congress: boolean('congress').notNull().default(false),
  rentPricePerHour: integer('rent_price_per_hour'),
  public: boolean('public').notNull().default(false),
  description: text('description'),
  photoFileId: optionalRef('photo_file_id', () => files.id),
  /** Minutes after a flight's landing the pickup is set to, for rides of this offer (issue 20); null = default. */
  flightBufferMinutes: integer('flight_buffer_minutes'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The clients an offer is restricted to; none = everyone. */
export const vehicleOfferClients = pgTable(
  'vehicle_offer_clients',
  {
    vehicleOfferId: ownedBy('vehicle_offer_id', () => vehicleOffers.id),
    clientId: ownedBy('client_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.vehicleOfferId, t.clientId] }), index('vehicle_offer_clients_client_idx').on(t.clientId)],
);

/** Spec §3 Pricing interval of one offer: `[from, to)` in whole metres (km × 1000), to null = open. */
export const pricingIntervals = pgTable(
  'pricing_intervals',
  {
    id: serial('id').primaryKey(),
    vehicleOfferId: ownedBy('vehicle_offer_id', () => vehicleOffers.id),
    fromM: integer('from_m').notNull(),
    toM: integer('to_m'),
    pricePerKm: integer('price_per_km').notNull(),
    minimumFare: integer('minimum_fare').notNull(),
    waitingPerMinute: integer('waiting_per_minute').notNull(),
  },
  (t) => [index('pricing_intervals_offer_idx').on(t.vehicleOfferId, t.fromM)],
);

/**
 * Spec §3 Fixed price between two ends, each a location or an address (with its place id). clientId null
 * = the general price; vehicleOfferId null = every offer.
 */
export const fixedPrices = pgTable(
  'fixed_prices',
  {
    id: serial('id').primaryKey(),
    fromLocationId: integer('from_location_id').references(() => locations.id),
    fromAddress: varchar('from_address', { length: 500 }),
    fromPlaceId: varchar('from_place_id', { length: 300 }),
    toLocationId: integer('to_location_id').references(() => locations.id),
    toAddress: varchar('to_address', { length: 500 }),
    toPlaceId: varchar('to_place_id', { length: 300 }),
    direction: varchar('direction', { length: 16 }).notNull().default('ONE_WAY'),
    active: boolean('active').notNull().default(true),
    driverPrice: integer('driver_price').notNull(),
    clientPrice: integer('client_price').notNull(),
    clientId: integer('client_id').references(() => users.id, { onDelete: 'cascade' }),
    vehicleOfferId: integer('vehicle_offer_id').references(() => vehicleOffers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fixed_prices_client_idx').on(t.clientId),
    index('fixed_prices_offer_idx').on(t.vehicleOfferId),
    index('fixed_prices_from_location_idx').on(t.fromLocationId),
    index('fixed_prices_to_location_idx').on(t.toLocationId),
  ],
);

export type VehicleOfferRow = typeof vehicleOffers.$inferSelect;
export type PricingIntervalRow = typeof pricingIntervals.$inferSelect;
export type FixedPriceRow = typeof fixedPrices.$inferSelect;
