/**
 * The map tiles of the working-area editor: `VITE_MAP_TILE_URL` at build time (a Leaflet URL template),
 * OpenStreetMap's standard tiles by default. The attribution goes with it (`VITE_MAP_ATTRIBUTION`).
 */
const env = import.meta.env;
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);

export const MAP_TILE_URL = text(env.VITE_MAP_TILE_URL, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
export const MAP_ATTRIBUTION = text(env.VITE_MAP_ATTRIBUTION, '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>');

/** Where the map opens when there is no area yet: Prague. */
export const MAP_DEFAULT_CENTER: [number, number] = [50.0755, 14.4378];
export const MAP_DEFAULT_ZOOM = 9;

/** Spec §2: a working area is a polygon of at least three points. */
export { OPERATION_AREA_MIN_POINTS as MIN_AREA_POINTS } from '@vozka/domain';
