import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { countRequest } from '../repositories/rate-limit-buckets.ts';
import { EACH_DIALECT } from '../test-support/each-dialect.ts';
import { registerErrorHandler } from './error-handler.ts';
import { registerRateLimit } from './rate-limit.ts';

const LIMIT = { max: 3, timeWindow: 60_000 };

/** An app with two limited routes and a limit outside any route, on `db` and a test clock. */
async function limitedApp(db: Db, now: () => number): Promise<FastifyInstance> {
  const app = Fastify();
  registerErrorHandler(app);
  await registerRateLimit(app, { db, now });
  app.get('/a', { config: { rateLimit: LIMIT } }, async () => 'a');
  app.get('/b', { config: { rateLimit: LIMIT } }, async () => 'b');
  app.get('/c', { preHandler: app.rateLimit({ ...LIMIT, groupId: 'c-group' }) }, async () => 'c');
  // Keyed by what the client put in the path, as the terminal heartbeat is.
  const byName = (request: { params: unknown }) => (request.params as { name: string }).name;
  app.get('/d/:name', { config: { rateLimit: { ...LIMIT, keyGenerator: byName } } }, async () => 'd');
  await app.ready();
  return app;
}

describe.each(EACH_DIALECT)('rate limits in the database on $dialect', ({ dialect, skip, open }) => {
  let db: Db;
  let close: () => Promise<void>;
  let time: number;
  const now = () => time;
  beforeAll(async () => {
    if (!skip) ({ db, close } = await open('ratelimit'));
  });
  afterAll(() => close?.());
  beforeEach(async () => {
    time = Date.parse('2026-11-22T06:00:00Z');
    if (!skip) await db.deleteFrom('rate_limit_buckets').execute();
  });

  it.skipIf(skip)('counts a fixed window per route and client, and answers 429 too_many_requests with the wait', async () => {
    const app = await limitedApp(db, now);
    const get = (url: string, remoteAddress = '10.0.0.1') => app.inject({ url, remoteAddress });
    for (let i = 0; i < 3; i += 1) expect((await get('/a')).statusCode).toBe(200);
    time += 20_000;
    const refused = await get('/a');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'too_many_requests' });
    expect(refused.headers['retry-after']).toBe('40');
    expect((await get('/b')).statusCode).toBe(200);
    expect((await get('/a', '10.0.0.2')).statusCode).toBe(200);
    time += 40_000;
    expect((await get('/a')).statusCode).toBe(200);
    await app.close();
  });

  it.skipIf(skip)('shares the counts of every app on the database: two server processes limit together', async () => {
    const [first, second] = [await limitedApp(db, now), await limitedApp(db, now)];
    const answers = await Promise.all([first, second, first, second].map((app) => app.inject({ url: '/c', remoteAddress: '10.0.0.1' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 429]);
    expect((await second.inject({ url: '/a', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
    await Promise.all([first.close(), second.close()]);
  });

  it.skipIf(skip)('counts a key the client chose, NUL bytes and all, without a server error', async () => {
    const app = await limitedApp(db, now);
    const odd = `/d/${encodeURIComponent('жж\u0000' + 'x'.repeat(60))}`;
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await app.inject({ url: odd })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await app.inject({ url: '/d/plain' })).statusCode).toBe(200);
    await app.close();
  });

  it.skipIf(skip || dialect !== 'postgres')('keeps the counts in an UNLOGGED table on PostgreSQL (no flush per request)', async () => {
    const { rows } = await sql<{
      persistence: string;
    }>`select relpersistence as persistence from pg_class where oid = to_regclass('rate_limit_buckets')`.execute(db);
    expect(rows).toEqual([{ persistence: 'u' }]);
  });

  it.skipIf(skip || dialect !== 'sqlite')('counts without a flush on SQLite and leaves every other commit flushed (synchronous=FULL)', async () => {
    await countRequest(db, 'flush:10.0.0.1', 60_000, time);
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    expect(rows).toEqual([{ synchronous: 2 }]);
  });

  it.skipIf(skip)('loses no count when many requests arrive at once', async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => countRequest(db, 'burst:10.0.0.1', 60_000, time)));
    expect(counts.map((count) => count.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe('rate-limit buckets', () => {
  it('refuse a limit outside a route that names no group (its counts would mix with others)', async () => {
    const { db, close } = await EACH_DIALECT[0]!.open('unnamed');
    const app = Fastify();
    await registerRateLimit(app, { db, now: Date.now });
    expect(() => app.rateLimit(LIMIT)).toThrow(/groupId/);
    await app.close();
    await close();
  });
});
