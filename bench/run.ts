/**
 * `npm run bench`: prints the figures the issues set budgets for, in one run. Benchmarks are
 * not tests (docs/architecture.md, Testing): nothing here fails the test suite; a figure over its
 * budget is flagged "OVER" and the process exits 1 so the bench itself can gate a release.
 *
 *   npm run bench -- --only=http,acts --repeat=5 --no-build
 *
 * `--only` runs some sections (names below), `--repeat` (or BENCH_REPEAT, default 3) sets the
 * rounds of the sections measured against a baseline, `--no-build` keeps the current dist-web.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bundleSizes } from './bundle-size.ts';
import { startChildServer } from './child-server.ts';
import { loginWallTime } from './login-wall-time.ts';
import { loadNote, table } from './rounds.ts';

const KiB = 1024;

type Section = () => Promise<boolean>;

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
  console.log('\n(d) login wall time, Chromium with the fake camera (click → success dialog; includes waiting for the asked pose)');
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

let overBudget = false;
console.log(`bench started: ${chosen.map(([name]) => name).join(', ')}; ${loadNote()}`);
for (const [, section] of chosen) if (await section()) overBudget = true;
console.log(`\nbench finished; ${loadNote()}${overBudget ? '; some figures are OVER their budget' : ''}`);
process.exitCode = overBudget ? 1 : 0;
