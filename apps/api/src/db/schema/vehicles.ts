import { boolean, date, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, optionalRef, ownedBy, updatedAt } from './columns.ts';
import { users } from './users.ts';

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    brand: varchar('brand', { length: 60 }).notNull(),
    model: varchar('model', { length: 60 }).notNull(),
    registrationPlate: varchar('registration_plate', { length: 16 }).notNull(),
    category: varchar('category', { length: 32 }).notNull().default('STANDARD'),
    color: varchar('color', { length: 16 }),
    interior: varchar('interior', { length: 16 }),
    firstRegistration: date('first_registration', { mode: 'string' }),
    technicalInspectionValidUntil: date('technical_inspection_valid_until', { mode: 'string' }),
    insuranceValidUntil: date('insurance_valid_until', { mode: 'string' }),
    numberOfPeople: integer('number_of_people').notNull().default(4),
    numberOfLuggage: integer('number_of_luggage').notNull().default(2),
    fleetManagerId: optionalRef('fleet_manager_id', () => users.id),
    active: boolean('active').notNull().default(true),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('vehicles_plate_idx').on(t.registrationPlate), index('vehicles_fleet_idx').on(t.fleetManagerId)],
);

/** Drivers paired with a vehicle (spec §2 "vehicles with linked drivers", user "paired vehicles"). */
export const vehicleDrivers = pgTable(
  'vehicle_drivers',
  {
    vehicleId: ownedBy('vehicle_id', () => vehicles.id),
    driverId: ownedBy('driver_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.vehicleId, t.driverId] }), index('vehicle_drivers_driver_idx').on(t.driverId)],
);

export type VehicleRow = typeof vehicles.$inferSelect;
