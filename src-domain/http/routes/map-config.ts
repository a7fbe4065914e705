import * as v from 'valibot';

/**
 * `GET /api/map-config` (public): how the notary map draws its background. The tile server is
 * the deployment's choice (`TILE_URL` on the server; its origin is also allowed by the CSP), so
 * a ministry can point the portal at its own tile server without a new build.
 */
export const MAP_CONFIG_PATH = '/api/map-config';

export const MapConfigResponseSchema = v.object({
  /** A Leaflet URL template: `{z}`, `{x}`, `{y}` and optionally `{s}` (subdomain). */
  tileUrl: v.string(),
  /** Shown on the map, as the tile licence asks (OpenStreetMap: © OpenStreetMap contributors). */
  attribution: v.string(),
  maxZoom: v.number(),
});
export type MapConfigResponse = v.InferOutput<typeof MapConfigResponseSchema>;
