/**
 * `npm run bench`: prints the figures the issues set budgets for, in one run. Benchmarks are
 * not tests (docs/architecture.md, Testing): nothing here fails the test suite; a figure over its
 * budget is flagged "OVER" and the process exits 1 so the bench itself can gate a release.
 *
 *   npm run bench -- --only=http,acts --repeat=5 --no-build
 *
 * `--only` runs some sections (names below), `--repeat` (or BENCH_REPEAT, default 3) sets the
 * rounds of the sections measured against a baseline, `--no-build` keeps the current dist-web.
 *
 * A section that fails (an error, a browser closed under it on a busy machine, no result within
 * SECTION_TIMEOUT_MS) is a failed row with its reason, and the run goes on to the next section
 * (bench/section-runner.ts); the process then exits 1 as for a figure over budget.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bundleSizes } from './bundle-size.ts';
import { startChildServer, stopChildServers } from './child-server.ts';
import { loginWallTime } from './login-wall-time.ts';
import { loadNote, table } from './rounds.ts';
import { printResults, runSections, type Section } from './section-runner.ts';

const KiB = 1024;
/** Longer than any section takes at a load of 25 (the video section: a few minutes). */
const SECTION_TIMEOUT_MS = 30 * 60_000;

async function bundleSection(): Promise<boolean> {
  console.log('\n(a) web bundle, gzip -9');
  const ENTRY_BUDGET = 120 * KiB; // docs/performance.md: home ≤ 120 KiB
  const ROUTE_BUDGET = 60 * KiB; // docs/performance.md: each other route chunk ≤ 60 KiB
  const sizes = bundleSizes();
  let over = false;
  const verdict = (value: number, budget: number): string => {
    const ok = value <= budget;
    over ||= !ok;
    return ok ? 'ok' : 'OVER';
  };
  table([
    ['chunk', 'files', 'gzip KiB', 'budget KiB', ''],
    [sizes.entry.name, String(sizes.entry.files), (sizes.entry.gzipBytes / KiB).toFixed(1), '120', verdict(sizes.entry.gzipBytes, ENTRY_BUDGET)],
    ...sizes.routes.map((r) => [r.name, String(r.files), (r.gzipBytes / KiB).toFixed(1), '60', verdict(r.gzipBytes, ROUTE_BUDGET)]),
  ]);
  return over;
}

async function loginSection(): Promise<boolean> {
  console.log(
    '\n(d) login wall time, Chromium with the test camera: a real-looking head that follows the colours (click → success dialog; includes its moves and the wait for the screen light)',
  );
  // A fresh database: the login needs the seed's registry photos, which an older file may lack.
  for (const suffix of ['', '-wal', '-shm']) rmSync(`.cache/bench/login.sqlite${suffix}`, { force: true });
  const loginServer = await startChildServer(
    'src-server/cli/serve.ts',
    8493,
    { DB_FILE: '.cache/bench/login.sqlite', WEB_ROOT: 'dist-web', DEMO: '1' },
    '/api/health',
  );
  try {
    for (const [i, timing] of (await loginWallTime(loginServer.url)).entries()) {
      console.log(`login ${i + 1}: ${(timing.totalMs / 1000).toFixed(1)} s (face-check dialog after ${timing.toFaceDialogMs.toFixed(0)} ms)`);
    }
  } finally {
    await loginServer.stop();
  }
  return false;
}

/** In the order they print; each returns true when a figure is over its budget. */
const SECTIONS: Record<string, Section> = {
  bundle: bundleSection,
  pages: async () => (await import('./pages.ts')).pagesBench(),
  http: async () => (await import('./http-throughput.ts')).httpThroughputBench(),
  statistics: async () => (await import('./statistics.ts')).statisticsBench(),
  acts: async () => (await import('./acts.ts')).actsBench(),
  speed: async () => (await import('./speed-test.ts')).speedTestBench(),
  liveness: async () => (await import('./liveness.ts')).livenessBench(),
  login: loginSection,
  kiosk: async () => (await import('./kiosk-dictionaries.ts')).kioskDictionariesBench(),
  video: async () => (await import('./video.ts')).videoBench(),
  fuzz: async () => (await import('./api-fuzz.ts')).apiFuzzBench(),
  deployment: async () => (await import('./deployment.ts')).deploymentBench(),
};

if (process.argv.includes('--help')) {
  console.log(`node bench/run.ts [--only=${Object.keys(SECTIONS).join(',')}] [--repeat=N] [--no-build]`);
  process.exit(0);
}
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter(Boolean);
const unknown = only?.filter((name) => !(name in SECTIONS)) ?? [];
if (unknown.length > 0) throw new Error(`unknown bench section(s) ${unknown.join(', ')}: one of ${Object.keys(SECTIONS).join(', ')}`);
const chosen = Object.entries(SECTIONS).filter(([name]) => only === undefined || only.includes(name));
const needsBuild = chosen.some(([name]) => ['bundle', 'pages', 'http', 'statistics', 'login'].includes(name));

if (needsBuild && !process.argv.includes('--no-build')) {
  console.log('building the web target…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}

console.log(`bench started: ${chosen.map(([name]) => name).join(', ')}; ${loadNote()}`);
const results = await runSections(chosen, { timeoutMs: SECTION_TIMEOUT_MS, afterEach: stopChildServers });
printResults(results);
const over = results.some((r) => r.outcome === 'over');
const failed = results.filter((r) => r.outcome === 'failed').length;
console.log(`\nbench finished; ${loadNote()}${over ? '; some figures are OVER their budget' : ''}${failed > 0 ? `; ${failed} section(s) FAILED` : ''}`);
// A failed section may leave a browser or a socket behind: the run ends here, not when they close.
process.exit(over || failed > 0 ? 1 : 0);
