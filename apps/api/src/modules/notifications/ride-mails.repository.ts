import { and, arrayContains, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  notificationTable,
  passengerAlertsOf,
  type Language,
  type NotificationSituation,
  type PassengerAlerts,
  type Role,
} from '@vozka/domain';
import type { Db } from '../../db/client.ts';
import { rides, users, vehicleOffers, vehicles, type RideRow } from '../../db/schema/index.ts';
import { offerNameIn } from '../pricing/offer-name.ts';
import { referenceNames, stopsOf, type StopValues } from '../rides/rides.repository.ts';
import { readNotificationCells } from '../settings/settings.repository.ts';

/** A person an e-mail or SMS may go to. */
export interface MailUser {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  language: string;
  /** Has a password (signs in); a passenger without one is e-mailed in its customer's language. */
  hasAccount: boolean;
  /** A customer's switches for what its passengers get (`users.passenger_alerts`, each on unless stored false). */
  passengerAlerts: PassengerAlerts;
}

/** Everything the ride e-mails read: the ride now, its people, the names the changes refer to, the settings. */
export interface RideMailData {
  ride: RideRow;
  stops: StopValues[];
  people: Partial<Record<'FLEET_MANAGER' | 'DRIVER' | 'CUSTOMER' | 'PASSENGER', MailUser>>;
  admins: MailUser[];
  /** People referred to by the changes but no longer on the ride (a replaced driver …), by id. */
  others: Map<number, MailUser>;
  vehicle: { brand: string; model: string; color: string | null; plate: string } | null;
  /** The ride's vehicle offer named in each language (each recipient reads its own; issue 17 §13). */
  offerName: OfferNames | null;
  /** Names of the people, vehicles and offers (in each language) the changes' ids refer to. */
  names: { users: Map<number, string>; vehicles: Map<number, string>; offers: Map<number, OfferNames> };
  enabled: (situation: NotificationSituation, role: Role) => boolean;
}

/** A vehicle offer's display name in each language (offerNameIn). */
export type OfferNames = Record<Language, string>;

const mailUser = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  language: users.language,
  passwordHash: users.passwordHash,
  passengerAlerts: users.passengerAlerts,
};

type MailUserRow = { [K in keyof typeof mailUser]: (typeof users.$inferSelect)[K] };

const toMailUser = ({ passwordHash, passengerAlerts, ...u }: MailUserRow): MailUser => ({
  ...u,
  hasAccount: passwordHash !== null,
  passengerAlerts: passengerAlertsOf(passengerAlerts),
});

/** Who can be told anything: not deleted, not deactivated. */
const reachable = and(isNull(users.deletedAt), ne(users.status, 'INACTIVE'));

/**
 * Reads a ride's mail data in `db` (the fan-out's transaction). `referredIds` are the user, vehicle and
 * offer ids the write's changes name (old and new values). Undefined when the ride does not exist.
 */
export async function loadRideMailData(
  db: Db,
  rideId: number,
  referred: { users: number[]; vehicles: number[]; offers: number[] } = { users: [], vehicles: [], offers: [] },
): Promise<RideMailData | undefined> {
  const [ride] = await db.select().from(rides).where(eq(rides.id, rideId));
  if (!ride) return undefined;
  const parties = {
    FLEET_MANAGER: ride.fleetManagerId,
    DRIVER: ride.driverId,
    CUSTOMER: ride.customerId,
    PASSENGER: ride.passengerId,
  } as const;
  const ids = [...new Set([...Object.values(parties), ...referred.users].filter((id): id is number => id !== null))];
  const found =
    ids.length === 0
      ? []
      : await db
          .select(mailUser)
          .from(users)
          .where(and(inArray(users.id, ids), reachable));
  const byId = new Map(found.map((u) => [u.id, toMailUser(u)]));
  const people: RideMailData['people'] = {};
  for (const [role, id] of Object.entries(parties) as [keyof typeof parties, number | null][]) {
    const person = id === null ? undefined : byId.get(id);
    if (person) people[role] = person;
  }
  const admins = (
    await db
      .select(mailUser)
      .from(users)
      .where(and(arrayContains(users.roles, ['ADMIN']), reachable))
  ).map(toMailUser);
  const [vehicle] =
    ride.vehicleId === null
      ? []
      : await db
          .select({ brand: vehicles.brand, model: vehicles.model, color: vehicles.color, plate: vehicles.registrationPlate })
          .from(vehicles)
          .where(eq(vehicles.id, ride.vehicleId));
  const offerIds = [...new Set([...referred.offers, ...(ride.vehicleOfferId === null ? [] : [ride.vehicleOfferId])])];
  const offers =
    offerIds.length === 0
      ? []
      : await db
          .select({ id: vehicleOffers.id, cs: offerNameIn('cs'), en: offerNameIn('en') })
          .from(vehicleOffers)
          .where(inArray(vehicleOffers.id, offerIds));
  const offerNames = new Map(offers.map(({ id, ...name }) => [id, name]));
  const names = await referenceNames(db, referred.users, referred.vehicles);
  const table = notificationTable(await readNotificationCells(db));
  const cells = new Set(table.filter((c) => c.enabled).map((c) => `${c.situation}:${c.role}`));
  return {
    ride,
    stops: (await stopsOf(db, [ride.id])).get(ride.id) ?? [],
    people,
    admins,
    others: byId,
    vehicle: vehicle ?? null,
    offerName: (ride.vehicleOfferId === null ? undefined : offerNames.get(ride.vehicleOfferId)) ?? null,
    names: { ...names, offers: offerNames },
    enabled: (situation, role) => cells.has(`${situation}:${role}`),
  };
}
