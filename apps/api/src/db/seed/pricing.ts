import { asc, eq, inArray } from 'drizzle-orm';
import { czkToHalere, outsideOperationArea } from '@vozka/domain';
import type { Db } from '../client.ts';
import { fixedPriceValues } from '../../modules/pricing/fixed-prices.service.ts';
import { vehicleOfferValues } from '../../modules/pricing/vehicle-offers.service.ts';
import {
  fixedPrices,
  flightNumbers,
  frequentlyUsedAddresses,
  locations,
  pricingIntervals,
  rides,
  rideStops,
  settings,
  users,
  vehicleOfferClients,
  vehicleOffers,
} from '../schema/index.ts';
import {
  DEMO_ADDRESSES,
  DEMO_FIXED_PRICES,
  DEMO_FLIGHT_NUMBERS,
  DEMO_HOURLY_INTERVAL,
  DEMO_LOCATIONS,
  DEMO_OFFERS,
  DEMO_OPERATION_AREA,
  DEMO_RATES,
  type DemoEnd,
} from './pricing-data.ts';

/**
 * The demo price list and places (seed/pricing-data.ts), inside `seedDemo`'s transaction after the people
 * and rides: offers with intervals and allowed clients, locations, fixed prices, flight numbers,
 * frequently used addresses, settings; the demo rides picked up outside the area get their flag.
 */
export async function seedDemoPricing(tx: Db): Promise<void> {
  const emails = [
    ...new Set([...DEMO_OFFERS.flatMap((o) => o.clients), ...DEMO_FIXED_PRICES.flatMap((f) => (f.client ? [f.client] : []))]),
  ];
  const people = new Map(
    (await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails))).map((u) => [u.email!, u.id]),
  );
  const userId = (email: string) => {
    const id = people.get(email);
    if (id === undefined) throw new Error(`demo pricing: no user ${email}`);
    return id;
  };

  const offerIds = new Map<string, number>();
  for (const o of DEMO_OFFERS) {
    const { key, clients, intervals, rentPricePerHour, ...columns } = o;
    const [row] = await tx
      .insert(vehicleOffers)
      .values(
        vehicleOfferValues({
          ...columns,
          rentPricePerHour: rentPricePerHour === null ? null : czkToHalere(rentPricePerHour),
          photoFileId: null,
          allowedClientIds: [],
        }),
      )
      .returning({ id: vehicleOffers.id });
    offerIds.set(key, row!.id);
    if (clients.length)
      await tx.insert(vehicleOfferClients).values(clients.map((email) => ({ vehicleOfferId: row!.id, clientId: userId(email) })));
    await tx.insert(pricingIntervals).values(
      intervals.map((it) => ({
        vehicleOfferId: row!.id,
        fromM: Math.round(it.fromKm * 1000),
        toM: it.toKm === null ? null : Math.round(it.toKm * 1000),
        pricePerKm: czkToHalere(it.pricePerKm),
        minimumFare: czkToHalere(it.minimumFare),
        waitingPerMinute: czkToHalere(it.waitingPerMinute),
      })),
    );
  }

  const locationIds = new Map<string, number>();
  for (const [position, { key, ...l }] of DEMO_LOCATIONS.entries()) {
    const [row] = await tx
      .insert(locations)
      .values({ ...l, position })
      .returning({ id: locations.id });
    locationIds.set(key, row!.id);
  }
  const end = (e: DemoEnd) =>
    'location' in e
      ? { locationId: locationIds.get(e.location)!, address: null, placeId: null }
      : { locationId: null, address: e.address, placeId: e.placeId };
  await tx.insert(fixedPrices).values(
    DEMO_FIXED_PRICES.map((f) =>
      fixedPriceValues({
        from: end(f.from),
        to: end(f.to),
        direction: f.direction,
        active: true,
        driverPrice: czkToHalere(f.driverPrice),
        clientPrice: czkToHalere(f.clientPrice),
        vehicleOfferId: f.offer ? offerIds.get(f.offer)! : null,
        clientId: f.client ? userId(f.client) : null,
      }),
    ),
  );

  await tx.insert(flightNumbers).values(DEMO_FLIGHT_NUMBERS.map((number) => ({ number })));
  await tx.insert(frequentlyUsedAddresses).values(DEMO_ADDRESSES);
  await tx.insert(settings).values([
    { key: 'rates', value: DEMO_RATES },
    { key: 'operationArea', value: { points: DEMO_OPERATION_AREA } },
    { key: 'hourlyInterval', value: DEMO_HOURLY_INTERVAL },
  ]);
  await flagRidesOutsideArea(tx);
}

/** The demo rides are inserted without the rides service: their pick-ups are checked here. */
async function flagRidesOutsideArea(tx: Db): Promise<void> {
  const pickups = await tx
    .select({ rideId: rideStops.rideId, lat: rideStops.lat, lng: rideStops.lng })
    .from(rideStops)
    .where(eq(rideStops.position, 0))
    .orderBy(asc(rideStops.rideId));
  const outside = pickups.filter((p) => outsideOperationArea(p, DEMO_OPERATION_AREA)).map((p) => p.rideId);
  if (outside.length) await tx.update(rides).set({ outsideArea: true }).where(inArray(rides.id, outside));
}
