import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';
import { isApiPath } from '../sessions/route-access.ts';
import { etagMatches } from './etag.ts';

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
  get(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer>;
  clear(): void;
}

export interface AnswerCacheOptions {
  ttlMs: number;
  /** Oldest entries go first once there are more. */
  maxEntries: number;
  now: () => number;
}

/** The public answers' lifetime: a change made through another server process shows within it. */
export const PUBLIC_ANSWER_TTL_MS = 10_000;
/** Queries kept at once (a page of the registry is a few KiB). */
export const PUBLIC_ANSWER_ENTRIES = 2_000;

function serialised(value: unknown): CachedAnswer {
  const body = JSON.stringify(value);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export function createAnswerCache({ ttlMs, maxEntries, now }: AnswerCacheOptions): AnswerCache {
  let entries = new Map<string, { value: Promise<CachedAnswer>; expires: number }>();
  return {
    get(key, compute) {
      const found = entries.get(key);
      if (found && found.expires > now()) return found.value;
      entries.delete(key);
      const map = entries;
      const value = compute().then(serialised);
      map.set(key, { value, expires: now() + ttlMs });
      value.catch(() => {
        if (map.get(key)?.value === value) map.delete(key);
      });
      while (map.size > maxEntries) {
        const oldest = map.keys().next().value;
        if (oldest === undefined) break;
        map.delete(oldest);
      }
      return value;
    },
    clear() {
      // A new map: a computation started before the change cannot land in the fresh one.
      entries = new Map();
    },
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
    const existing = route.onResponse;
    route.onResponse = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), clear];
  });
}
