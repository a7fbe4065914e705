/**
 * `npm run bench`: prints the figures the issues set budgets for, in one run. Benchmarks are
 * not tests (docs/architecture.md, Testing): nothing here fails the test suite; a figure over its
 * budget is flagged "OVER" and the process exits 1 so the bench itself can gate a release.
 */
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { bundleSizes } from './bundle-size.ts';
import { httpThroughput } from './http-throughput.ts';
import { measureLiveness } from '../tests/fixtures/faces/measure-liveness.ts';
import { startChildServer } from './child-server.ts';
import { loginWallTime } from './login-wall-time.ts';

const KiB = 1024;
let overBudget = false;

function verdict(value: number, budget: number | undefined): string {
  if (budget === undefined) return '';
  const ok = value <= budget;
  if (!ok) overBudget = true;
  return ok ? 'ok' : 'OVER';
}

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

if (!process.argv.includes('--no-build')) {
  console.log('building the web target…');
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn'], { stdio: 'inherit' });
}

console.log('\n(a) web bundle, gzip -9');
const ENTRY_BUDGET = 120 * KiB; // docs/performance.md: home ≤ 120 KiB
const ROUTE_BUDGET = 60 * KiB; // docs/performance.md: each other route chunk ≤ 60 KiB
const sizes = bundleSizes();
table([
  ['chunk', 'files', 'gzip KiB', 'budget KiB', ''],
  [sizes.entry.name, String(sizes.entry.files), (sizes.entry.gzipBytes / KiB).toFixed(1), '120', verdict(sizes.entry.gzipBytes, ENTRY_BUDGET)],
  ...sizes.routes.map((r) => [r.name, String(r.files), (r.gzipBytes / KiB).toFixed(1), '60', verdict(r.gzipBytes, ROUTE_BUDGET)]),
]);
if (await (await import('./pages.ts')).pagesBench()) overBudget = true;

console.log(`\n(b) HTTP, 100 connections (${process.env.BENCH_DURATION_S ?? 5} s each), servers in their own processes`);
const { baseline, rows } = await httpThroughput();
table([
  ['endpoint', 'req/s', 'p99 ms', 'errors', 'req/s ÷ baseline', 'p99 ÷ baseline'],
  [baseline.name, baseline.requestsPerSecond.toFixed(0), baseline.p99Ms.toFixed(1), String(baseline.errors), '1.00', '1.00'],
  ...rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    r.p99Ms.toFixed(1),
    String(r.errors),
    (r.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
    (r.p99Ms / Math.max(baseline.p99Ms, 0.1)).toFixed(2),
  ]),
]);
if (rows.some((r) => r.errors > 0)) {
  overBudget = true;
  console.log('OVER: some requests failed');
}
if (await (await import('./statistics.ts')).statisticsBench()) overBudget = true;
if (await (await import('./acts.ts')).actsBench()) overBudget = true;
if (await (await import('./speed-test.ts')).speedTestBench()) overBudget = true;

console.log('\n(c) face liveness, one 640×480 JPEG frame (ms; docs/liveness.md: analysis next to a bare decode), and the registry face match once per attempt');
const round = (value: unknown): unknown =>
  typeof value === 'number' ? Math.round(value * 10) / 10 : value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, round(v)])) : value;
for (const [name, figure] of Object.entries(await measureLiveness())) console.log(`${name}: ${JSON.stringify(round(figure))}`);

console.log('\n(d) login wall time, Chromium with the fake camera (click → success dialog; includes waiting for the asked pose)');
// A fresh database: the login needs the seed's registry photos, which an older file may lack.
for (const suffix of ['', '-wal', '-shm']) rmSync(`.cache/bench/login.sqlite${suffix}`, { force: true });
const loginServer = await startChildServer('src-server/cli/serve.ts', 8493, { DB_FILE: '.cache/bench/login.sqlite', WEB_ROOT: 'dist-web', DEMO: '1' }, '/api/health');
try {
  for (const [i, timing] of (await loginWallTime(loginServer.url)).entries()) {
    console.log(`login ${i + 1}: ${(timing.totalMs / 1000).toFixed(1)} s (face-check dialog after ${timing.toFaceDialogMs.toFixed(0)} ms)`);
  }
} finally {
  await loginServer.stop();
}

if (await (await import('./kiosk-dictionaries.ts')).kioskDictionariesBench()) overBudget = true;
if (await (await import('./video.ts')).videoBench()) overBudget = true;

if (await (await import('./api-fuzz.ts')).apiFuzzBench()) overBudget = true;

process.exitCode = overBudget ? 1 : 0;
