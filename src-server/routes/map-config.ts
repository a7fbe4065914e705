import type { FastifyPluginAsync } from 'fastify';
import { MAP_CONFIG_PATH, type MapConfigResponse } from '../../src-domain/http/routes/map-config.ts';
import type { MapTiles } from '../plugins/map-tiles.ts';

/** The notary map's tile server for the portal (TILE_URL); public, the same for everyone. */
export function mapConfigRoutes(tiles: MapTiles): FastifyPluginAsync {
  const answer: MapConfigResponse = { tileUrl: tiles.url, attribution: tiles.attribution, maxZoom: tiles.maxZoom };
  return async (app) => {
    app.get(MAP_CONFIG_PATH, { config: { access: 'public' } }, async (_request, reply) => {
      // A deployment setting: browsers may keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    });
  };
}
