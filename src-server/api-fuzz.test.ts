import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzApi } from './test-support/api-probe/fuzz-run.ts';
import { createProbeApp, type ProbeApp } from './test-support/api-probe/probe-app.ts';
import { skipWithoutPostgres } from './test-support/postgres-schema.ts';

/**
 * Property-based fuzzing of every declared `/api` route (test-support/api-probe/bad-requests.ts):
 * wrong types, huge and Unicode strings, deep JSON, bad percent-escapes, bad and ended tokens,
 * wrong content types. Whatever is sent, the server answers below 500, and every rejection is
 * the localized `{code, message}` of spec §8. A fixed seed: the same requests on every run; the
 * bench (`npm run bench`) draws new ones each time. On SQLite ≥ 10 000 requests; on PostgreSQL
 * (TEST_DATABASE_URL, stricter about text and numbers) a quarter of them, to keep the suite short.
 */
const SEED = 20261122;
const RUNS = [
  { dialect: 'sqlite', skip: false, requestsPerRoute: 100, atLeast: 10_000 },
  { dialect: 'postgres', skip: skipWithoutPostgres, requestsPerRoute: 25, atLeast: 2_500 },
] as const;

describe.each(RUNS)('API fuzz on $dialect: bad requests to every route', ({ dialect, skip, requestsPerRoute, atLeast }) => {
  let probe: ProbeApp | undefined;
  beforeAll(async () => {
    if (!skip) probe = await createProbeApp(dialect);
  }, 120_000);
  afterAll(() => probe?.t.close());

  it.skipIf(skip)(
    `answers ${requestsPerRoute} bad requests per route without a 5xx, each rejection as a localized {code, message}`,
    { timeout: 600_000 },
    async ({ annotate }) => {
      if (!probe) throw new Error('no probe app');
      const figures = await fuzzApi(probe, { requestsPerRoute, seed: SEED });
      await annotate(
        `${figures.requests} requests over ${figures.routes} routes (seed ${SEED}): ${figures.serverErrors} answers ≥ 500, ${figures.rejections} rejections checked`,
      );
      expect(figures.problemKinds).toEqual({});
      expect(figures.problems).toEqual([]);
      expect(figures.serverErrors).toBe(0);
      expect(figures.requests).toBeGreaterThanOrEqual(atLeast);
    },
  );
});
