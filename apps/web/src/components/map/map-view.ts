/** Spec §9: the dispatch board and the tracking page open at zoom 11 centred on Prague. */
export { MAP_ATTRIBUTION, MAP_DEFAULT_CENTER as PRAGUE_CENTER, MAP_TILE_URL } from '../../lib/map-config';
export const DISPATCH_MAP_ZOOM = 11;
