import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@vozka/domain';
import { vehicleOffers } from '../../db/schema/index.ts';

/**
 * The one place that picks a vehicle offer's display name for a language (issue 17 §13;
 * docs/decisions/0038-translated-vehicle-offer-names.md): English callers get `name_en` when it is set,
 * everyone else (and English without it) the Czech `name`. A SQL expression, so a list selects the name
 * in the same statement: `db.select({ name: offerNameIn(lang) }).from(vehicleOffers)` (or a join to it).
 */
export function offerNameIn(lang: Language): SQL<string> {
  return lang === 'en'
    ? sql<string>`coalesce(nullif(${vehicleOffers.nameEn}, ''), ${vehicleOffers.name})`
    : sql<string>`${vehicleOffers.name}`;
}

/** Every column of an offer row, `name` being the display name in `lang`: what the public answers show. */
export function offerColumnsIn(lang: Language) {
  return { ...getTableColumns(vehicleOffers), name: offerNameIn(lang) };
}
