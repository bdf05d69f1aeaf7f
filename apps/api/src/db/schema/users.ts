import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }),
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 200 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    status: varchar('status', { length: 16 }).notNull().default('NEW'),
    type: varchar('type', { length: 32 }),
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    language: varchar('language', { length: 2 }).notNull().default('en'),
    vatPayer: boolean('vat_payer').notNull().default(false),
    fleetManagerId: integer('fleet_manager_id'),
    /** A passenger's client: the customer that manages it (spec §2 passengers). */
    clientId: integer('client_id'),
    bankAccount: varchar('bank_account', { length: 64 }),
    city: varchar('city', { length: 120 }),
    street: varchar('street', { length: 200 }),
    zipCode: varchar('zip_code', { length: 16 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    companyId: varchar('company_id', { length: 32 }),
    companyName: varchar('company_name', { length: 200 }),
    companyAddress: varchar('company_address', { length: 300 }),
    companyTin: varchar('company_tin', { length: 32 }),
    emailSecondary: varchar('email_secondary', { length: 254 }),
    phoneSecondary: varchar('phone_secondary', { length: 40 }),
    invoicing: text('invoicing'),
    internalNumber: varchar('internal_number', { length: 64 }),
    internalNote: text('internal_note'),
    /** When a driver's app last reported (issue 6); `online` in the driver picker. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** A fleet-managed driver without the trip-offers (free rides) tab (spec §6); set by ADMIN or its fleet manager. */
    hideTripOffers: boolean('hide_trip_offers').notNull().default(false),
    /**
     * A customer's switches for what its passengers get by e-mail/SMS (issue 14 §7): `{ tracking, arrival,
     * reminders }`, each on unless false.
     */
    passengerAlerts: jsonb('passenger_alerts')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** A client's minutes after a flight's landing for its pickups (issue 20); null = the offer's or default. */
    flightBufferMinutes: integer('flight_buffer_minutes'),
    /** Deleted users are anonymised and kept, so rides needed for accounting keep their references. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // E-mail is unique ignoring case; passengers may have none.
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_fleet_manager_idx').on(t.fleetManagerId),
    index('users_client_idx').on(t.clientId),
    index('users_roles_idx').using('gin', t.roles),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
