import { existsSync, realpathSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the kiosk's electron-updater finds the feed (its `publish.url` in build/electron-builder.yml). */
export const UPDATE_FEED_PREFIX = '/updates/';

/**
 * True unless `path`, with every symbolic link on its way followed, lies outside `realRoot`
 * (the feed folder's own real path). A missing file is left to the 404 that follows.
 */
export function staysInside(realRoot: string, path: string): boolean {
  let real: string;
  try {
    real = realpathSync(path);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT';
  }
  return real === realRoot || real.startsWith(realRoot + sep);
}

/**
 * The generic update feed of the kiosk (electron-builder's `latest.yml`, `latest-linux.yml` and
 * installers, as `electron-builder` writes them to dist/kiosk/) served from a folder
 * (UPDATE_FEED_DIR). Feed files are revalidated on every check; installers carry their version in
 * their name. The rollout percentage per channel is the API's (`GET /api/update-channels`).
 * A symbolic link in the folder is followed only to a file inside it: a link to anything else
 * (an operator's `ln -s`, an unpacked archive) is a 404, not a way out of the folder.
 */
export async function registerUpdateFeed(app: FastifyInstance, dir: string): Promise<void> {
  const root = resolve(dir);
  if (!existsSync(root)) {
    app.log.warn({ dir: root }, 'UPDATE_FEED_DIR does not exist: no update feed is served');
    return;
  }
  const realRoot = realpathSync(root);
  await app.register(fastifyStatic, {
    root,
    prefix: UPDATE_FEED_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    // Asked before the file is opened (and again for the file actually chosen): `pathName` is
    // the URL path below the prefix, already checked by the plugin for `..` and odd spellings.
    allowedPath: (pathName) => staysInside(realRoot, resolve(root, `.${pathName}`)),
    setHeaders: (response, path) => {
      response.header('cache-control', path.endsWith('.yml') ? 'no-cache' : 'public, max-age=86400');
    },
  });
}
