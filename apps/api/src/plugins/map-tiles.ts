/** The map tiles the web app loads (the working-area editor, the dispatch board, the tracking page). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/**
 * The CSP `img-src` source of the map tiles: the origin of `VITE_MAP_TILE_URL` (the same variable the web
 * build reads), with a Leaflet `{s}` subdomain placeholder turned into a wildcard. A value that is not an
 * http(s) URL template falls back to the default, as the web app does.
 */
export function mapTileSource(template: string | undefined): string {
  const value = template?.trim() || DEFAULT_MAP_TILE_URL;
  const match = /^(https?):\/\/([^/]+)/i.exec(value);
  if (!match) return mapTileSource(DEFAULT_MAP_TILE_URL);
  const host = match[2]!.replace(/\{s\}/g, '*');
  if (!/^[\w.*-]+(:\d+)?$/.test(host)) return mapTileSource(DEFAULT_MAP_TILE_URL);
  return `${match[1]!.toLowerCase()}://${host}`;
}
