import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { isApiPath } from '../sessions/route-access.ts';
import { etagMatches } from './etag.ts';
import { createTtlCache, type TtlCacheOptions } from './ttl-cache.ts';
import { withRouteHook } from './route-hooks.ts';

/** One public answer, serialised once: its JSON text and a strong tag of that text. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

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
  const body = JSON.stringify(value);
  return { body, etag: tagOf ? tagOf(value) : `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function createAnswerCache(options: TtlCacheOptions): AnswerCache {
  const answers = createTtlCache<CachedAnswer>(options);
  return {
    get: (key, compute, tagOf) => answers.get(key, () => compute().then((value) => serialised(value, tagOf))),
    clear: () => answers.clear(),
  };
}

/** Sends a cached answer as JSON, or 304 when the client already holds it (RFC 9110 §13.1.2). */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
  reply.header('etag', answer.etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(answer.body);
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
