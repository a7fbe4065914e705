import { createHash } from 'node:crypto';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Db } from '../db/database.ts';
import { createExpirySweep } from '../db/expiry-sweep.ts';
import { countRequest, deleteEndedBuckets } from '../repositories/rate-limit-buckets.ts';
import { type BatchedCounts, createBatchedCounts } from './batched-rate-limit-counts.ts';

/** Marks a limit whose counts may be published in batches (`countedInBatches`). */
const IN_BATCHES = Symbol('rate limit counted in batches');

/** What @fastify/rate-limit hands `child()`: the limit's options merged with the route's. */
interface LimitParams {
  groupId?: unknown;
  routeInfo?: { method?: unknown; url?: unknown };
  continueExceeding?: unknown;
  exponentialBackoff?: unknown;
  [IN_BATCHES]?: unknown;
}

/**
 * A route's `config.rateLimit` counted in memory and published to the table in batches rather
 * than written per request (docs/decisions/0052-public-reads-and-health-cost.md): for the
 * public reads whose limit only keeps one client from hogging the server, where a few percent
 * more across processes is harmless. Limits guarding logins, identities, searches of people's
 * documents and money stay exact (the default). The plugin copies the marker with the options.
 */
export function countedInBatches<T extends object>(limit: T): T {
  return Object.assign({ ...limit }, { [IN_BATCHES]: true });
}

const SWEEP_INTERVAL_MS = 60_000;

/**
 * The stored key of a count. Some keys carry what a client sent (a terminal id from the path):
 * PostgreSQL refuses a NUL in text, and a long key would bloat the index, so anything but short
 * printable ASCII is stored as its SHA-256 — the same key counts the same, whatever it holds.
 */
export function storedBucketKey(bucket: string, key: string): string {
  const full = `${bucket}:${key}`;
  return /^[\x20-\x7e]{1,200}$/.test(full) ? full : `sha256:${createHash('sha256').update(full).digest('hex')}`;
}

/**
 * The bucket of a limit: its `groupId` when it names one (routes sharing a group share a count),
 * else its route. `app.rateLimit({...})` and `app.createRateLimit({...})` outside a route config
 * have no route, and an unnamed bucket would mix the counts of unrelated limits, so they must
 * name their group.
 */
function bucketName(params: LimitParams): string {
  if (typeof params.groupId === 'string' && params.groupId !== '') return params.groupId;
  const { method, url } = params.routeInfo ?? {};
  if (typeof url === 'string' && url !== '') return `${Array.isArray(method) ? method.join(',') : String(method)} ${url}`;
  throw new Error('a rate limit outside a route config (app.rateLimit, app.createRateLimit) needs a groupId naming its bucket (plugins/rate-limit-store.ts)');
}

/** The store of registerRateLimit, and what must run when the app closes. */
export interface DatabaseRateLimitStore {
  Store: FastifyRateLimitStoreCtor;
  /** Publishes the hits counted in memory and stops their timer. */
  close(): Promise<void>;
}

/**
 * A @fastify/rate-limit store over the `rate_limit_buckets` table, so the limits hold for all
 * server processes on one database together (docs/architecture.md, Trust): fixed windows like the
 * plugin's own memory store, on the app's clock. Only the plugin's default window behaviour is
 * offered; a limit asking for `continueExceeding` or `exponentialBackoff` is refused at start.
 * A limit counts exactly (one upsert per request) unless marked `countedInBatches`.
 */
export function databaseRateLimitStore(db: Db, now: () => number): DatabaseRateLimitStore {
  const sweep = createExpirySweep(SWEEP_INTERVAL_MS, now, (time) => deleteEndedBuckets(db, time));
  let batched: BatchedCounts | null = null;
  const batchedCounts = () => (batched ??= createBatchedCounts(db, now, sweep));

  const failed = (callback: (error: Error | null) => void) => (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)));

  class DatabaseBucket implements FastifyRateLimitStore {
    readonly #name: string;

    constructor(name: string) {
      this.#name = name;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      const at = now();
      sweep()
        .then(() => countRequest(db, storedBucketKey(this.#name, key), timeWindow, at))
        .then((count) => callback(null, count), failed(callback));
    }

    child(routeOptions: object): FastifyRateLimitStore {
      const params = routeOptions as LimitParams;
      if (params.continueExceeding === true || params.exponentialBackoff === true) throw new Error('the database rate-limit store counts fixed windows only');
      return params[IN_BATCHES] === true ? new BatchedBucket(bucketName(params), batchedCounts()) : new DatabaseBucket(bucketName(params));
    }
  }

  class BatchedBucket implements FastifyRateLimitStore {
    readonly #name: string;
    readonly #counts: BatchedCounts;

    constructor(name: string, counts: BatchedCounts) {
      this.#name = name;
      this.#counts = counts;
    }

    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      const stored = storedBucketKey(this.#name, key);
      // Most hits are counted in memory: answered without a promise.
      const counted = this.#counts.countAtOnce(stored, max);
      if (counted) return callback(null, counted);
      this.#counts.count(stored, timeWindow, max).then((count) => callback(null, count), failed(callback));
    }

    child(): FastifyRateLimitStore {
      throw new Error('a batched rate-limit bucket has no children');
    }
  }

  // The plugin makes the root store with its options and asks it for a child per limit.
  class RootBucket extends DatabaseBucket {
    constructor() {
      super('global');
    }
  }
  return { Store: RootBucket, close: async () => batched?.close() };
}
