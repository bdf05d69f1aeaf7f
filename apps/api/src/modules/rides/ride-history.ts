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

/** Writes the rows in the caller's transaction, so a change and its history commit together. */
export async function recordHistory(tx: Db, rideId: number, userId: number, entries: repo.HistoryValues[]): Promise<void> {
  await repo.insertHistory(tx, rideId, userId, entries);
}

/** The history of a ride, oldest first, without the rows of fields the caller may not see. */
export async function readHistory(db: Db, rideId: number, hidden: ReadonlySet<string>): Promise<RideHistoryEntry[]> {
  const rows = await repo.historyOf(db, rideId);
  return rows.filter((r) => !hidden.has(r.field)).map((r) => ({ ...r, at: r.at.toISOString() }));
}
