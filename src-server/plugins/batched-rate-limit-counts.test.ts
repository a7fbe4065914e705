import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { EACH_DIALECT } from '../test-support/each-dialect.ts';
import { BATCH_PUBLISH_MS, type BatchedCounts, createBatchedCounts, unconfirmedAllowance } from './batched-rate-limit-counts.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRateLimit } from './rate-limit.ts';
import { countedInBatches } from './rate-limit-store.ts';

const WINDOW_MS = 60_000;
const noSweep = async () => undefined;

/** The table's count of `key` (what every process has published). */
async function published(db: Db, key: string): Promise<number> {
  const row = await db.selectFrom('rate_limit_buckets').select('hits').where('key', '=', key).executeTakeFirst();
  return row?.hits ?? 0;
}

interface Scenario {
  name: string;
  processes: number;
  max: number;
  requests: number;
  /** Hits sent to the processes at once, round robin; 1 = one after another. */
  burst: number;
  /** Clock moves between bursts (ms). */
  step: number;
}

/**
 * docs/decisions/0052-public-reads-and-health-cost.md: P processes over one table admit at
 * least `max` (never fewer than the limit) and fewer than `max + P × N` requests in a window,
 * N being `unconfirmedAllowance(max)`; one process admits exactly `max`.
 */
const SCENARIOS: readonly Scenario[] = [
  { name: 'one process, one after another', processes: 1, max: 40, requests: 80, burst: 1, step: 0 },
  { name: 'one process, bursts', processes: 1, max: 100, requests: 300, burst: 25, step: 0 },
  { name: 'one process, a small limit in bursts', processes: 1, max: 3, requests: 20, burst: 4, step: 0 },
  { name: 'two processes, one after another', processes: 2, max: 40, requests: 120, burst: 1, step: 0 },
  { name: 'two processes, bursts', processes: 2, max: 600, requests: 1_500, burst: 50, step: 0 },
  { name: 'two processes, bursts over seconds', processes: 2, max: 600, requests: 1_500, burst: 50, step: 300 },
  { name: 'two processes, a small limit in bursts', processes: 2, max: 30, requests: 200, burst: 10, step: 0 },
  { name: 'three processes, bursts', processes: 3, max: 200, requests: 900, burst: 30, step: 100 },
];

describe.each(EACH_DIALECT)('rate limits counted in batches on $dialect', ({ skip, open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let time: number;
  const now = () => time;
  let stores: BatchedCounts[] = [];
  const storesOf = (count: number) => (stores = Array.from({ length: count }, () => createBatchedCounts(db, now, noSweep)));

  beforeAll(async () => {
    if (!skip) ({ db, close } = await open('ratebatch'));
  });
  afterAll(() => close?.());
  beforeEach(async () => {
    await Promise.all(stores.map((store) => store.close()));
    stores = [];
    time = Date.parse('2026-11-27T06:00:00Z');
    if (!skip) await db.deleteFrom('rate_limit_buckets').execute();
  });

  it.skipIf(skip).each(SCENARIOS)('$name: admits at least the limit and fewer than the limit plus P × N', async ({ processes, max, requests, burst, step }) => {
    const processesHere = storesOf(processes);
    let admitted = 0;
    for (let sent = 0; sent < requests; sent += burst) {
      const answers = await Promise.all(
        Array.from({ length: Math.min(burst, requests - sent) }, (_, i) => processesHere[(sent + i) % processes]!.count('stats:10.0.0.1', WINDOW_MS, max)),
      );
      admitted += answers.filter((answer) => answer.current <= max).length;
      time += step;
    }
    expect(admitted).toBeGreaterThanOrEqual(max);
    if (processes === 1) expect(admitted).toBe(max);
    else expect(admitted).toBeLessThan(max + processes * unconfirmedAllowance(max));
  });

  it.skipIf(skip)('writes the table for the first hit of a window, then not per hit', async () => {
    const [store] = storesOf(1);
    const max = 600; // N = 30: a publication once 15 hits wait
    const answers = [];
    for (let i = 0; i < 14; i += 1) answers.push((await store!.count('dict:10.0.0.1', WINDOW_MS, max)).current);
    expect(answers).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(await published(db, 'dict:10.0.0.1')).toBe(1);
    await store!.publishAll();
    expect(await published(db, 'dict:10.0.0.1')).toBe(14);
  });

  it.skipIf(skip)('publishes what it counted within a second, and another process sees it before it admits more', async () => {
    const [first, second] = storesOf(2);
    const max = 1_000;
    for (let i = 0; i < 5; i += 1) await first!.count('stats:10.0.0.2', WINDOW_MS, max);
    expect((await second!.count('stats:10.0.0.2', WINDOW_MS, max)).current).toBe(2);
    time += BATCH_PUBLISH_MS;
    // The timer's work: everything counted reaches the table.
    await first!.publishAll();
    expect(await published(db, 'stats:10.0.0.2')).toBe(6);
    // The second's view is a second old: it asks the table before answering.
    expect((await second!.count('stats:10.0.0.2', WINDOW_MS, max)).current).toBe(7);
  });

  it.skipIf(skip)('starts a new window when the old one ended, with the time left in the window', async () => {
    const [store] = storesOf(1);
    expect(await store!.count('dict:10.0.0.3', WINDOW_MS, 2)).toEqual({ current: 1, ttl: WINDOW_MS });
    time += 20_000;
    expect(await store!.count('dict:10.0.0.3', WINDOW_MS, 2)).toEqual({ current: 2, ttl: 40_000 });
    expect((await store!.count('dict:10.0.0.3', WINDOW_MS, 2)).current).toBe(3);
    time += 40_000;
    expect(await store!.count('dict:10.0.0.3', WINDOW_MS, 2)).toEqual({ current: 1, ttl: WINDOW_MS });
  });

  it.skipIf(skip)('publishes its last hits when closed', async () => {
    const [store] = storesOf(1);
    for (let i = 0; i < 4; i += 1) await store!.count('dict:10.0.0.4', WINDOW_MS, 1_000);
    await store!.close();
    expect(await published(db, 'dict:10.0.0.4')).toBe(4);
  });

  it.skipIf(skip)('answers a limited route with 429, retry-after and the same count in two apps over the table', async () => {
    const limitedApp = async (): Promise<FastifyInstance> => {
      const app = Fastify();
      registerErrorHandler(app);
      await registerRateLimit(app, { db, now });
      app.get('/read', { config: { rateLimit: countedInBatches({ max: 3, timeWindow: WINDOW_MS }) } }, async () => 'read');
      await app.ready();
      return app;
    };
    const [first, second] = [await limitedApp(), await limitedApp()];
    const get = (app: FastifyInstance) => app.inject({ url: '/read', remoteAddress: '10.0.0.5' });
    expect((await get(first)).statusCode).toBe(200);
    expect((await get(second)).statusCode).toBe(200);
    time += 20_000;
    expect((await get(first)).statusCode).toBe(200);
    const refused = await get(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBe('40');
    await Promise.all([first.close(), second.close()]);
  });
});
