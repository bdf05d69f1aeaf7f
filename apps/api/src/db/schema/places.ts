import { boolean, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, geocoded, updatedAt } from './columns.ts';

/** Spec §3 Location: the company's named places (airports, stations, hotels); fixed prices may use them. */
export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    address: varchar('address', { length: 500 }).notNull(),
    ...geocoded(300),
    airport: boolean('airport').notNull().default(false),
    trainStation: boolean('train_station').notNull().default(false),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('locations_position_idx').on(t.position, t.id)],
);

/** Spec §3 Flight number: the ride form's list; stored upper case without spaces, each once. */
export const flightNumbers = pgTable(
  'flight_numbers',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('flight_numbers_number_idx').on(t.number)],
);

/** Spec §3 Common address: shown when the address field is empty and offered as suggestions. */
export const frequentlyUsedAddresses = pgTable('frequently_used_addresses', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  fullAddress: varchar('full_address', { length: 500 }).notNull(),
  ...geocoded(300),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type LocationRow = typeof locations.$inferSelect;
export type FlightNumberRow = typeof flightNumbers.$inferSelect;
export type FrequentlyUsedAddressRow = typeof frequentlyUsedAddresses.$inferSelect;
