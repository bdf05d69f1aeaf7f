import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rideStops } from '../../db/schema/index.ts';
import { afterInOrder, RIDE_ORDERS, type RideOrder, type SheetRideWithPeople } from '../rides/rides.repository.ts';

/** One ride as the export reads it: the list's row (with its people) and its route's addresses. */
export interface ExportRide {
  row: SheetRideWithPeople;
  stops: { address: string }[];
}

/** A row as the database answers the page's statement (the names below). */
interface RawRow {
  id: number;
  date_ms: number;
  status: string;
  previous_status: string | null;
  ride_type: string;
  persons: number;
  customer_id: number | null;
  passenger_id: number | null;
  driver_id: number | null;
  fleet_manager_id: number | null;
  vehicle_category: string | null;
  waiting_minutes: number;
  driver_price: number | null;
  client_price: number | null;
  payment_type: string | null;
  paid: boolean;
  flight_number: string | null;
  driver_note: string | null;
  client_note: string | null;
  dispatching_note: string | null;
  customer_name: string | null;
  passenger_name: string | null;
  passenger_phone: string | null;
  passenger_email: string | null;
  driver_name: string | null;
  driver_phone: string | null;
  fleet_manager_name: string | null;
  vehicle_brand: string | null;
  vehicle_model: string | null;
  vehicle_color: string | null;
  vehicle_registration_plate: string | null;
}

/**
 * The columns a sheet shows (rides.repository's SheetRideColumn), the people and the vehicle joined, in one statement.
 * The date comes as epoch milliseconds: the same number from node-postgres and PGlite, whatever their date parsing.
 */
const SELECT = sql.raw(`select rides.id, (extract(epoch from rides.date) * 1000)::float8 as date_ms, rides.status,
  rides.previous_status, rides.ride_type, rides.persons, rides.customer_id, rides.passenger_id, rides.driver_id,
  rides.fleet_manager_id, rides.vehicle_category, rides.waiting_minutes, rides.driver_price, rides.client_price,
  rides.payment_type, rides.paid, rides.flight_number, rides.driver_note, rides.client_note, rides.dispatching_note,
  export_customer.name as customer_name, export_passenger.name as passenger_name, export_passenger.phone as passenger_phone,
  export_passenger.email as passenger_email, export_driver.name as driver_name, export_driver.phone as driver_phone,
  export_fleet.name as fleet_manager_name, export_vehicle.brand as vehicle_brand, export_vehicle.model as vehicle_model,
  export_vehicle.color as vehicle_color, export_vehicle.registration_plate as vehicle_registration_plate
from rides
  left join users as export_customer on export_customer.id = rides.customer_id
  left join users as export_passenger on export_passenger.id = rides.passenger_id
  left join users as export_driver on export_driver.id = rides.driver_id
  left join users as export_fleet on export_fleet.id = rides.fleet_manager_id
  left join vehicles as export_vehicle on export_vehicle.id = rides.vehicle_id
where `);

const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/** A raw row as SheetRideWithPeople (the sheet's ride columns with the people), built field by field. */
function sheetRow(r: RawRow): SheetRideWithPeople {
  return {
    ride: {
      id: r.id,
      date: new Date(r.date_ms),
      status: r.status,
      previousStatus: r.previous_status,
      rideType: r.ride_type,
      persons: r.persons,
      customerId: r.customer_id,
      passengerId: r.passenger_id,
      driverId: r.driver_id,
      fleetManagerId: r.fleet_manager_id,
      vehicleCategory: r.vehicle_category,
      waitingMinutes: r.waiting_minutes,
      driverPrice: r.driver_price,
      clientPrice: r.client_price,
      paymentType: r.payment_type,
      paid: r.paid,
      flightNumber: r.flight_number,
      driverNote: r.driver_note,
      clientNote: r.client_note,
      dispatchingNote: r.dispatching_note,
    },
    customerName: r.customer_name,
    passengerName: r.passenger_name,
    passengerPhone: r.passenger_phone,
    passengerEmail: r.passenger_email,
    driverName: r.driver_name,
    driverPhone: r.driver_phone,
    fleetManagerName: r.fleet_manager_name,
    vehicleBrand: r.vehicle_brand,
    vehicleModel: r.vehicle_model,
    vehicleColor: r.vehicle_color,
    vehicleRegistrationPlate: r.vehicle_registration_plate,
  };
}

/**
 * The next keyset page of the export after `last` (afterInOrder, the list's order): the rides matching `where`
 * (rideListCondition) with their people, and their routes, in two statements whose rows are read as the driver
 * gives them (drizzle's generic row mapping was the largest cost of 100,000 rides).
 */
export async function exportPage(
  db: Db,
  where: SQL | undefined,
  order: RideOrder,
  last: SheetRideWithPeople | undefined,
  limit: number,
): Promise<ExportRide[]> {
  const condition = and(where, last && afterInOrder(order, last.ride)) ?? sql`true`;
  const orderBy = sql.join([...RIDE_ORDERS[order]], sql`, `);
  const page = sql`${SELECT}${condition} order by ${orderBy} limit ${limit}`;
  const rows = rowsOf(await db.execute(page)) as RawRow[];
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const stopRows = rowsOf(
    await db.execute(
      sql`select ${rideStops.rideId} as ride_id, ${rideStops.address} as address from ${rideStops} where ${inArray(rideStops.rideId, ids)} order by ${rideStops.rideId}, ${rideStops.position}`,
    ),
  ) as { ride_id: number; address: string }[];
  const stops = new Map<number, { address: string }[]>();
  for (const s of stopRows) {
    const list = stops.get(s.ride_id);
    if (list) list.push({ address: s.address });
    else stops.set(s.ride_id, [{ address: s.address }]);
  }
  return rows.map((r) => ({ row: sheetRow(r), stops: stops.get(r.id) ?? [] }));
}
