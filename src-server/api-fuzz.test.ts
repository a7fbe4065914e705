import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzApi } from './test-support/api-probe/fuzz-run.ts';
import { createProbeApp, type ProbeApp } from './test-support/api-probe/probe-app.ts';

/**
 * Property-based fuzzing of every declared `/api` route (test-support/api-probe/bad-requests.ts):
 * wrong types, huge and Unicode strings, deep JSON, bad percent-escapes, bad and ended tokens,
 * wrong content types. Whatever is sent, the server answers below 500, and every rejection is
 * the localized `{code, message}` of spec §8. A fixed seed: the same requests on every run; the
 * bench (`npm run bench`) draws new ones each time.
 */
const SEED = 20261122;
const REQUESTS_PER_ROUTE = 100;

describe('API fuzz: bad requests to every route', () => {
  let probe: ProbeApp;
  beforeAll(async () => {
    probe = await createProbeApp();
  }, 120_000);
  afterAll(() => probe?.t.close());

  it(`answers ${REQUESTS_PER_ROUTE} bad requests per route without a 5xx, each rejection as a localized {code, message}`, { timeout: 600_000 }, async ({ annotate }) => {
    const figures = await fuzzApi(probe, { requestsPerRoute: REQUESTS_PER_ROUTE, seed: SEED });
    await annotate(`${figures.requests} requests over ${figures.routes} routes (seed ${SEED}): ${figures.serverErrors} answers ≥ 500, ${figures.rejections} rejections checked`);
    expect(figures.problemKinds).toEqual({});
    expect(figures.problems).toEqual([]);
    expect(figures.serverErrors).toBe(0);
    expect(figures.requests).toBeGreaterThanOrEqual(10_000);
  });
});
