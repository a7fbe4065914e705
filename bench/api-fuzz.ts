/**
 * The API fuzz run with fresh requests each time (the test suite repeats one fixed seed):
 * `FUZZ_REQUESTS_PER_ROUTE` (default 200) bad requests to every declared `/api` route, drawn
 * from `FUZZ_SEED` (default random, printed so a finding can be replayed), on SQLite, and on
 * PostgreSQL too when TEST_DATABASE_URL names one. Part of `npm run bench`; alone:
 * `node bench/api-fuzz.ts`.
 */
import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { fuzzApi } from '../src-server/test-support/api-probe/fuzz-run.ts';
import { createProbeApp } from '../src-server/test-support/api-probe/probe-app.ts';

/** Prints the figures; true when an answer was a 5xx or not in the error shape. */
export async function apiFuzzBench(): Promise<boolean> {
  const seed = Number(process.env.FUZZ_SEED ?? randomInt(2 ** 31));
  const requestsPerRoute = Number(process.env.FUZZ_REQUESTS_PER_ROUTE ?? 200);
  console.log(`\n(f) API fuzz, ${requestsPerRoute} bad requests per declared route, seed ${seed} (FUZZ_SEED replays it)`);
  let over = false;
  for (const dialect of process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
    if (await fuzzOn(dialect, requestsPerRoute, seed)) over = true;
  }
  return over;
}

async function fuzzOn(dialect: 'sqlite' | 'postgres', requestsPerRoute: number, seed: number): Promise<boolean> {
  console.log(`${dialect}:`);
  const probe = await createProbeApp(dialect);
  try {
    const started = performance.now();
    const figures = await fuzzApi(probe, { requestsPerRoute, seed });
    const seconds = (performance.now() - started) / 1000;
    console.log(`requests: ${figures.requests} over ${figures.routes} routes in ${seconds.toFixed(1)} s (${(figures.requests / seconds).toFixed(0)}/s)`);
    console.log(`answers ≥ 500: ${figures.serverErrors}; rejections (4xx) checked for the localized {code, message}: ${figures.rejections}`);
    const kinds = Object.entries(figures.problemKinds);
    if (kinds.length === 0) return false;
    console.log(`OVER: ${kinds.map(([kind, count]) => `${count} × ${kind}`).join('; ')}`);
    for (const problem of figures.problems) console.log(`  ${problem}`);
    return true;
  } finally {
    await probe.t.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = (await apiFuzzBench()) ? 1 : 0;
