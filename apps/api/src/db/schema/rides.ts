import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, geocoded, instant, optionalRef, ownedBy, updatedAt } from './columns.ts';
import { users } from './users.ts';
import { vehicles } from './vehicles.ts';

/**
 * Rides (spec §3 Ride/order). Money in integer haléře. `busy_until` closes the interval the ride holds its
 * driver for: a database exclusion constraint (migration `rides_driver_no_overlap`) refuses two
 * overlapping active rides of one driver, even under concurrent requests.
 */
export const rides = pgTable(
  'rides',
  {
    id: serial('id').primaryKey(),
    secretIdent: varchar('secret_ident', { length: 64 }).notNull(),
    status: varchar('status', { length: 24 }).notNull().default('NEW'),
    /** The status before the current one: where an admin reopen returns a final ride to. */
    previousStatus: varchar('previous_status', { length: 24 }),
    /** Optimistic concurrency: every write carries the version it read; a stale one answers 409. */
    version: integer('version').notNull().default(1),
    rideType: varchar('ride_type', { length: 16 }).notNull().default('TRANSFER'),
    roundTrip: boolean('round_trip').notNull().default(false),
    toAndBack: boolean('to_and_back').notNull().default(false),
    date: instant('date').notNull(),
    returnDate: instant('return_date'),
    busyUntil: instant('busy_until').notNull(),
    onThePlaceTime: instant('on_the_place_time'),
    doneTime: instant('done_time'),
    rentHours: integer('rent_hours'),
    persons: integer('persons').notNull().default(1),
    customerId: integer('customer_id').references(() => users.id),
    passengerId: integer('passenger_id').references(() => users.id),
    driverId: integer('driver_id').references(() => users.id),
    fleetManagerId: integer('fleet_manager_id').references(() => users.id),
    vehicleId: optionalRef('vehicle_id', () => vehicles.id),
    vehicleOfferId: integer('vehicle_offer_id'),
    vehicleCategory: varchar('vehicle_category', { length: 32 }),
    waitingMinutes: integer('waiting_minutes').notNull().default(0),
    driverPrice: integer('driver_price'),
    clientPrice: integer('client_price'),
    paymentType: varchar('payment_type', { length: 16 }),
    /** The spreadsheet import that created the ride (issue 16); null when entered otherwise. */
    importId: integer('import_id'),
    paid: boolean('paid').notNull().default(false),
    luggageLarge: integer('luggage_large').notNull().default(0),
    luggageSmall: integer('luggage_small').notNull().default(0),
    childSeats: integer('child_seats').notNull().default(0),
    childSeatCushions: integer('child_seat_cushions').notNull().default(0),
    animals: integer('animals').notNull().default(0),
    golfBags: integer('golf_bags').notNull().default(0),
    cradles: integer('cradles').notNull().default(0),
    flightNumber: varchar('flight_number', { length: 16 }),
    flightCompany: varchar('flight_company', { length: 100 }),
    flightArrival: instant('flight_arrival'),
    flightLabel: varchar('flight_label', { length: 200 }),
    driverNote: text('driver_note'),
    clientNote: text('client_note'),
    dispatchingNote: text('dispatching_note'),
    pickupNote: text('pickup_note'),
    destinationNote: text('destination_note'),
    meetingBoard: varchar('meeting_board', { length: 200 }),
    cancelReason: text('cancel_reason'),
    seenAt: instant('seen_at'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The client price without waiting, as confirmed (modules/pricing/ride-pricing.ts); null = not priced so. */
    baseClientPrice: integer('base_client_price'),
    /** The offer's waiting price per minute when the price was confirmed (haléře); later edits never touch it. */
    waitingPricePerMinute: integer('waiting_price_per_minute'),
    /** The pick-up lies outside the operation area (spec §2 Settings); set on every write of the route. */
    outsideArea: boolean('outside_area').notNull().default(false),
    /**
     * The key of the public track-your-driver link (docs/api/dispatch.md §3): 64 hex characters from two
     * random UUIDs (244 random bits), set by the database on insert; never sequential.
     */
    trackingSlug: varchar('tracking_slug', { length: 64 })
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    /**
     * The key of the ride's public payment page `/check-payment/drive/{paymentSecret}` (docs/api/payments.md),
     * apart from the contract's `secretIdent` the driver holds: the same 244 random bits, set by the
     * database (existing rides got theirs when the column was added); never sent to a driver.
     */
    paymentSecret: varchar('payment_secret', { length: 64 })
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    uniqueIndex('rides_secret_ident_idx').on(t.secretIdent),
    uniqueIndex('rides_tracking_slug_idx').on(t.trackingSlug),
    uniqueIndex('rides_payment_secret_idx').on(t.paymentSecret),
    // The rides list's orders and filters (issue 18 §3): each index ends in `id` (the order's tie-break, no
    // sort of ties) and `status`, so that a list's count (`status <> 'DELETED'` and its filter, up to 10,001
    // rides) and its page's ids read the index alone, not a heap page per ride (docs/performance.md).
    index('rides_date_idx').on(t.date, t.id, t.status),
    index('rides_status_date_idx').on(t.status, t.date, t.id),
    index('rides_driver_date_idx').on(t.driverId, t.date, t.id, t.status),
    index('rides_fleet_date_idx').on(t.fleetManagerId, t.date, t.id, t.status),
    index('rides_customer_date_idx').on(t.customerId, t.date, t.id, t.status),
    index('rides_passenger_date_idx').on(t.passengerId, t.date, t.id, t.status),
  ],
);

/** The route: ordered stops, the first is the pick-up and the last the destination. */
export const rideStops = pgTable(
  'ride_stops',
  {
    id: serial('id').primaryKey(),
    rideId: ownedBy('ride_id', () => rides.id),
    position: integer('position').notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    ...geocoded(200),
    note: text('note'),
  },
  (t) => [uniqueIndex('ride_stops_ride_position_idx').on(t.rideId, t.position)],
);

/** Every change to a ride: who, when, field, old → new (status changes included). */
export const rideHistory = pgTable(
  'ride_history',
  {
    id: serial('id').primaryKey(),
    rideId: ownedBy('ride_id', () => rides.id),
    userId: optionalRef('user_id', () => users.id),
    at: instant('at').notNull().defaultNow(),
    field: varchar('field', { length: 64 }).notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [index('ride_history_ride_idx').on(t.rideId, t.at)],
);

export type RideRow = typeof rides.$inferSelect;
export type NewRideRow = typeof rides.$inferInsert;
export type RideStopRow = typeof rideStops.$inferSelect;
