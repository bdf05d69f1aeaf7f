import type { Db } from '../../db/client.ts';
import { historyText, routeText, type RideField, type RideValues } from './ride-fields.ts';
import * as repo from './rides.repository.ts';

export interface RideHistoryEntry {
  id: number;
  at: string;
  userId: number | null;
  userName: string | null;
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

/** One history row per changed field (`route` for the stops), old → new as text. */
export function historyEntries(
  before: RideValues | null,
  after: RideValues,
  changed: readonly RideField[],
  route?: { before: repo.StopValues[]; after: repo.StopValues[] },
): repo.HistoryValues[] {
  const entries: repo.HistoryValues[] = changed.map((field) => ({
    field,
    oldValue: before ? historyText(field, before[field]) : null,
    newValue: historyText(field, after[field]),
  }));
  if (route) entries.push({ field: 'route', oldValue: routeText(route.before), newValue: routeText(route.after) });
  return entries;
}

/** History fields holding a reference: written as who or what it is, not as its id. */
const PERSON_FIELDS: ReadonlySet<string> = new Set(['customerId', 'passengerId', 'driverId', 'fleetManagerId']);
const VEHICLE_FIELD = 'vehicleId';
const ID_TEXT = /^\d{1,9}$/;

/**
 * Replaces the ids of people (their name) and vehicles (`plate · brand model`) in history values. Used when
 * writing, and when reading rows written before names were stored; a value that is not an id stays, an id
 * of nobody becomes `#id`.
 */
async function readableReferences<T extends repo.HistoryValues>(db: Db, entries: T[]): Promise<T[]> {
  const refs = (e: repo.HistoryValues) => [e.oldValue, e.newValue].filter((v): v is string => v !== null && ID_TEXT.test(v)).map(Number);
  const userIds = new Set<number>();
  const vehicleIds = new Set<number>();
  for (const e of entries) {
    if (PERSON_FIELDS.has(e.field)) refs(e).forEach((id) => userIds.add(id));
    if (e.field === VEHICLE_FIELD) refs(e).forEach((id) => vehicleIds.add(id));
  }
  if (userIds.size === 0 && vehicleIds.size === 0) return entries;
  const names = await repo.referenceNames(db, [...userIds], [...vehicleIds]);
  const text = (field: string, value: string | null) => {
    if (value === null || !ID_TEXT.test(value)) return value;
    const table = PERSON_FIELDS.has(field) ? names.users : field === VEHICLE_FIELD ? names.vehicles : undefined;
    return table ? (table.get(Number(value)) ?? `#${value}`) : value;
  };
  return entries.map((e) => ({ ...e, oldValue: text(e.field, e.oldValue), newValue: text(e.field, e.newValue) }));
}

/** Writes the rows in the caller's transaction, so a change and its history commit together. */
export async function recordHistory(tx: Db, rideId: number, userId: number, entries: repo.HistoryValues[], at?: Date): Promise<void> {
  await repo.insertHistory(tx, rideId, userId, await readableReferences(tx, entries), at);
}

/** The history of a ride, oldest first, without the rows of fields the caller may not see. */
export async function readHistory(db: Db, rideId: number, hidden: ReadonlySet<string>): Promise<RideHistoryEntry[]> {
  const rows = await readableReferences(db, await repo.historyOf(db, rideId));
  return rows.filter((r) => !hidden.has(r.field)).map((r) => ({ ...r, at: r.at.toISOString() }));
}
