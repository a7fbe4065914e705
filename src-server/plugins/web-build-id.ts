import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BUILD_ID_HEADER, BUILD_ID_META, isBuildId } from '../../src-domain/http/build-id.ts';
import { isApiPath } from '../http/api-path.ts';

/** A deployment swapped while serving is noticed within this long, at the cost of one stat per interval. */
const CHECK_EVERY_MS = 1_000;

const META = new RegExp(`<meta\\s+name="${BUILD_ID_META}"\\s+content="([0-9a-f]+)"`);

/**
 * The id of the web build the server serves now (web/build-id-plugin.ts writes it into
 * index.html). The files are served from disk, so a deployment that replaces them is live at
 * once; the id follows: index.html is read again when it changed. Null without a web build.
 */
export function webBuildIdSource(webRoot: string, now: () => number = Date.now): () => string | null {
  const file = join(webRoot, 'index.html');
  let checkedAt = Number.NEGATIVE_INFINITY;
  let seen: { mtimeMs: number; size: number } | null = null;
  let id: string | null = null;
  return () => {
    const time = now();
    if (time - checkedAt < CHECK_EVERY_MS) return id;
    checkedAt = time;
    try {
      const stat = statSync(file);
      if (seen?.mtimeMs === stat.mtimeMs && seen.size === stat.size) return id;
      seen = { mtimeMs: stat.mtimeMs, size: stat.size };
      const found = META.exec(readFileSync(file, 'utf8'))?.[1];
      id = isBuildId(found) ? found : null;
    } catch {
      seen = null;
      id = null;
    }
    return id;
  };
}

/**
 * Every API answer names the web build the server serves (spec §8 page-expired notice). Set when
 * the request arrives, so errors and the access check's 403 carry it too, without an `onSend`
 * hook (and its promise) per answer.
 */
export function registerBuildIdHeader(app: FastifyInstance, buildId: () => string | null): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiPath(request.url)) {
      const id = buildId();
      if (id !== null) reply.header(BUILD_ID_HEADER, id);
    }
    done();
  });
}
