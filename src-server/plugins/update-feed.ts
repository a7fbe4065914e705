import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the kiosk's electron-updater finds the feed (its `publish.url` in build/electron-builder.yml). */
export const UPDATE_FEED_PREFIX = '/updates/';

/**
 * The generic update feed of the kiosk (electron-builder's `latest.yml`, `latest-linux.yml` and
 * installers, as `electron-builder` writes them to dist/kiosk/) served from a folder
 * (UPDATE_FEED_DIR). Feed files are revalidated on every check; installers carry their version in
 * their name. The rollout percentage per channel is the API's (`GET /api/update-channels`).
 */
export async function registerUpdateFeed(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  if (!existsSync(root)) {
    app.log.warn({ dir: root }, 'UPDATE_FEED_DIR does not exist: no update feed is served');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: UPDATE_FEED_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    setHeaders: (response, path) => {
      response.header('cache-control', path.endsWith('.yml') ? 'no-cache' : 'public, max-age=86400');
    },
  });
}
