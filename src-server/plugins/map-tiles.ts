/**
 * The notary map's tile server (docs/decisions/0007-map-tiles-configuration.md). One setting, `TILE_URL`, says where tiles come
 * from; the CSP's image sources (`TILE_HOSTS`) follow from it unless set on their own, so the
 * two cannot drift apart: a tile URL the CSP would block is a map without a background.
 */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_TILE_MAX_ZOOM = 19;

export interface MapTiles {
  url: string;
  attribution: string;
  maxZoom: number;
}

export const DEFAULT_MAP_TILES: MapTiles = { url: DEFAULT_TILE_URL, attribution: DEFAULT_TILE_ATTRIBUTION, maxZoom: DEFAULT_TILE_MAX_ZOOM };

/** Leaflet's placeholders; `{s}` may stand in the host name, `{r}` for retina tiles. */
const PLACEHOLDER = /\{[a-z]+\}/g;

/**
 * A tile URL template the portal can use: https (http only for a tile server on this machine),
 * with `{z}`, `{x}` and `{y}`. Throws a message naming TILE_URL otherwise.
 */
export function checkTileUrl(template: string): string {
  const text = template.trim();
  for (const part of ['{z}', '{x}', '{y}']) {
    if (!text.includes(part)) throw new Error(`TILE_URL must contain ${part}, got "${text}"`);
  }
  let url: URL;
  try {
    url = new URL(text.replace(PLACEHOLDER, 'a'));
  } catch {
    throw new Error(`TILE_URL is not a URL: "${text}"`);
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new Error(`TILE_URL must use https, got "${text}"`);
  return text;
}

/**
 * The CSP image source of a tile URL template: its origin, with a `{s}` subdomain as a
 * wildcard. `https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png` → `https://*.tile.openstreetmap.org`.
 */
export function tileHostsFor(template: string): string[] {
  const match = /^(https?:\/\/[^/]+)/i.exec(template.trim());
  if (!match?.[1]) return [];
  return [match[1].replace(/\{s\}/g, '*').toLowerCase()];
}
