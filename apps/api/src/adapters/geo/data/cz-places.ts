import { AIRPORTS } from './airports.ts';
import type { BundledPlace } from './place.ts';
import { PRAGUE_AREAS, PRAGUE_DISTRICTS } from './prague-districts.ts';
import { PRAGUE_HOTELS, PRAGUE_LANDMARKS } from './prague-landmarks.ts';
import { STATIONS } from './stations.ts';
import { FOREIGN_CITIES, TOWNS } from './towns.ts';

export type { BundledPlace, PlaceKind } from './place.ts';

/** Every bundled place of the offline geo provider (docs/api/pricing.md "builtin"). */
export const CZ_PLACES: readonly BundledPlace[] = [
  ...AIRPORTS,
  ...STATIONS,
  ...PRAGUE_DISTRICTS,
  ...PRAGUE_AREAS,
  ...PRAGUE_LANDMARKS,
  ...PRAGUE_HOTELS,
  ...TOWNS,
  ...FOREIGN_CITIES,
];
