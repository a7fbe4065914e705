import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { isApiPath } from './api-path.ts';
import { acceptsGzip } from './accepts-gzip.ts';
import { etagMatches } from './etag.ts';
import { createTtlCache, type TtlCacheOptions } from './ttl-cache.ts';
import { withRouteHook } from './route-hooks.ts';

/**
 * One public answer, serialised once: its JSON as UTF-8 bytes (sent as they are: no encoding or
 * length count per request), a strong tag of them, and the gzip copy, made on the first request
 * that accepts it and kept with the answer.
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  gzip?: Buffer;
}

/**
 * Below this an answer goes uncompressed: gzip's own header and the extra header lines cost about
 * what it would save. A page of the notary registry is ≈ 18 KB of JSON, ≈ 3 KB gzipped: on a slow
 * mobile network the difference is the page's wait (docs/decisions/0052-public-reads-and-health-cost.md).
 */
export const GZIP_MIN_BYTES = 1024;

/**
 * Public reads (the notary registry, the catalogue) answered from memory per query
 * (docs/decisions/0039-public-answer-cache.md): the first request of a query reads the database
 * and serialises, the rest of its lifetime costs a map lookup, and a client holding the tag gets a
 * 304 without a body. Concurrent misses share one computation; a failure is not remembered.
 * `clear()` forgets everything: this process's own writes call it (`clearOnWrites`), and the
 * lifetime bounds how long another process's change can stay unseen.
 */
export interface AnswerCache {
  /** `tagOf` names the answer's ETag when it has one of its own (a dictionary's version); else the text's SHA-1. */
  get<T>(key: string, compute: () => Promise<T>, tagOf?: (value: T) => string): Promise<CachedAnswer>;
  clear(): void;
}

/** The public answers' lifetime: a change made through another server process shows within it. */
export const PUBLIC_ANSWER_TTL_MS = 10_000;
/** Queries kept at once (a page of the registry is a few KiB). */
export const PUBLIC_ANSWER_ENTRIES = 2_000;

function serialised<T>(value: T, tagOf?: (value: T) => string): CachedAnswer {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: tagOf ? tagOf(value) : `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function createAnswerCache(options: TtlCacheOptions): AnswerCache {
  const answers = createTtlCache<CachedAnswer>(options);
  return {
    get: (key, compute, tagOf) => answers.get(key, () => compute().then((value) => serialised(value, tagOf))),
    clear: () => answers.clear(),
  };
}

/**
 * Sends a cached answer as JSON, gzipped when the client accepts it and the answer is large
 * enough, or 304 when the client already holds it (RFC 9110 §13.1.2). The gzipped copy carries the
 * answer's tag as a weak one (the bytes differ, the data does not), so `If-None-Match` with either
 * tag, or with a tag a client made from a version (the dictionaries), still answers 304.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  const large = answer.body.length >= GZIP_MIN_BYTES;
  if (large) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  const gzip = large && acceptsGzip(request.headers['accept-encoding']);
  reply.header('etag', gzip ? `W/${answer.etag}` : answer.etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (!gzip) return reply.send(answer.body);
  answer.gzip ??= gzipSync(answer.body);
  return reply.header('content-encoding', 'gzip').send(answer.gzip);
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every API route that writes (any method but GET/HEAD/OPTIONS) clears `cache` once it answered
 * with success: a review, a notary's status, an administrator's edit show at once in this
 * process. A hook of those routes only, so reads pay nothing. Register before the routes.
 */
export function clearOnWrites(app: FastifyInstance, cache: AnswerCache): void {
  const clear: onResponseHookHandler = (_request, reply, done) => {
    if (reply.statusCode < 400) cache.clear();
    done();
  };
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!isApiPath(route.url) || methods.every((method) => READS.has(method))) return;
    route.onResponse = withRouteHook(route.onResponse, clear);
  });
}
