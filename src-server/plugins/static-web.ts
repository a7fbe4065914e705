import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** True when `webRoot` holds a built portal (`npm run build:web` writes dist-web/index.html). */
export function hasWebBuild(webRoot: string): boolean {
  return existsSync(join(webRoot, 'index.html'));
}

/**
 * Serves the web build. Vite puts content-hashed files under /assets/, which never change, so
 * browsers keep them a year; index.html names those hashes and must be revalidated on every load,
 * or a release would leave browsers on the old bundle. Missing files fall through to the 404
 * handler (SPA fallback for client routes).
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = resolve(webRoot);
  const assets = `${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    redirect: false,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => {
      const header = path.endsWith(`${sep}index.html`) ? REVALIDATE : path.startsWith(root + assets) ? IMMUTABLE : SHORT;
      reply.header('cache-control', header);
    },
  });
}
