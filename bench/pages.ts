/**
 * First-paint figures (docs/decisions/0011-home-page-first-paint-and-budget.md), `pagesBench()` called from bench/run.ts (true = over budget):
 * (a2) the JS each public page loads before any interaction — entry, its route's chunks, its
 *      catalog parts — gzip -9, from the build's manifest, against home ≤ 120 KiB and route ≤ 60 KiB;
 * (a3) Lighthouse (default mobile config: simulated throttling) on the real server: performance
 *      and accessibility scores, layout shift (CLS ≤ 0.1), LCP, and LCP next to a static HTML copy of the same page with the
 *      same visible text, against page LCP ≤ 1.2 × static LCP. The copies live in a temporary web
 *      root only this bench serves (never shipped). Median of BENCH_LIGHTHOUSE_RUNS runs (3).
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../tests/support/chromium-path.ts';
import { PRERENDERED_ROUTES, SHELL_PATHS } from '../web/prerendered-routes.ts';
import { startChildServer } from './child-server.ts';

const KiB = 1024;
const HOME_BUDGET = 120 * KiB; // docs/performance.md: gzip JS needed to render /
const ROUTE_BUDGET = 60 * KiB; // docs/performance.md: each other route's chunks
const LCP_RATIO_BUDGET = 1.2; // docs/performance.md: page LCP ≤ 1.2 × LCP of a static page with the same text
const CLS_BUDGET = 0.1; // Web Vitals "good": a first paint without JavaScript that then jumps is no help
const PERFORMANCE_BUDGET = 0.95; // docs/performance.md: every public page, Lighthouse mobile
const ACCESSIBILITY_BUDGET = 1; // docs/performance.md: no Lighthouse accessibility finding on a public page
const PAGES = ['/', '/na_details', '/notary'] as const;
const WEB = 'dist-web';
const DIR = '.cache/bench-pages';
const PORT = 8496;
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipBytes = (file: string): number => gzipSync(readFileSync(join(WEB, file)), { level: 9 }).length;
const sum = (files: Iterable<string>): number => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipBytes(file), 0);
const kib = (bytes: number): string => (bytes / KiB).toFixed(1);
const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, into);
  return into;
}

interface PageWeight {
  path: string;
  entry: number;
  route: number;
  catalog: number;
  total: number;
}

/** What loading `path` fetches before any interaction, by the build's manifest. */
function pageWeight(manifest: Manifest, path: string): PageWeight {
  const route = PRERENDERED_ROUTES.find((r) => r.path === path);
  if (!route) throw new Error(`${path} is not one of web/prerendered-routes.ts`);
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const own = new Set<string>();
  for (const module of route.modules) {
    const key = Object.keys(manifest).find((k) => manifest[k]?.src?.replace(/^(\.\.\/)+/, '') === module);
    if (!key) throw new Error(`${module} is not in the build's manifest`);
    for (const file of closure(manifest, key)) if (!entry.has(file)) own.add(file);
  }
  const parts = SHELL_PATHS.includes(path) ? ['shell'] : ['shell', 'rest'];
  const catalogFiles = parts.map((part) => Object.entries(manifest).find(([key]) => key.endsWith(`locales/oz/messages.po?part=${part}`))?.[1].file ?? '');
  const weight = { path, entry: sum(entry), route: sum(own), catalog: sum(catalogFiles.filter(Boolean)) };
  return { ...weight, total: weight.entry + weight.route + weight.catalog };
}

interface Audit {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  /** Total blocking time: what holds a first tap; the part of the score our pages lose. */
  tbtMs: number;
  /** gzip -9 of the scripts the page really fetched, read from the build. */
  scriptsGzip: number;
}

async function audit(url: string, port: number): Promise<Audit> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script').map((r) => new URL(r.url).pathname.slice(1));
  return {
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    scriptsGzip: scripts.filter((file) => existsSync(join(WEB, file))).reduce((total, file) => total + gzipBytes(file), 0),
  };
}

/** Lighthouse's trace recording fails now and then on a busy machine (NO_NAVSTART, NO_FCP): try again. */
async function auditWithRetry(url: string, port: number, attempts = 3): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`  (retrying ${url}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)})`);
    }
  }
}

async function medianAudit(url: string, port: number): Promise<Audit> {
  const runs: Audit[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await auditWithRetry(url, port));
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    cls: median(runs.map((r) => r.cls)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    scriptsGzip: median(runs.map((r) => r.scriptsGzip)),
  };
}

/**
 * Static copies of the pages as a visitor sees them once loaded (data included): the DOM with
 * every stylesheet inline and no script. Compressed like the build's files, served from the
 * temporary web root at /bench-static/.
 */
async function writeStaticCopies(baseUrl: string, webRoot: string): Promise<Map<string, string>> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('no Chromium: see tests/support/ensure-chromium.ts');
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const copies = new Map<string, string>();
  mkdirSync(join(webRoot, 'bench-static'), { recursive: true });
  try {
    for (const path of PAGES) {
      const page = await browser.newPage();
      await page.goto(baseUrl + path, { waitUntil: 'networkidle' });
      const html = await page.evaluate(async () => {
        for (const link of [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]) {
          const style = document.createElement('style');
          style.textContent = await (await fetch(link.href)).text();
          link.replaceWith(style);
        }
        for (const node of document.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
        return `<!doctype html>\n${document.documentElement.outerHTML}`;
      });
      await page.close();
      const file = `bench-static/${path === '/' ? 'home' : path.slice(1)}.html`;
      writeFileSync(join(webRoot, file), html);
      writeFileSync(join(webRoot, `${file}.gz`), gzipSync(html, { level: 9 }));
      writeFileSync(join(webRoot, `${file}.br`), brotliCompressSync(html));
      copies.set(path, `/${file}`);
    }
  } finally {
    await browser.close();
  }
  return copies;
}

function table(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

export async function pagesBench(): Promise<boolean> {
  let over = false;
  const verdict = (ok: boolean): string => {
    if (!ok) over = true;
    return ok ? 'ok' : 'OVER';
  };

  console.log('\n(a2) public pages: JS loaded before any interaction (gzip -9 KiB; entry + route chunks + catalog parts of oz)');
  const manifest = JSON.parse(readFileSync(join(WEB, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const prerendered = existsSync(join(WEB, 'prerendered', 'pages.json'))
    ? (JSON.parse(readFileSync(join(WEB, 'prerendered', 'pages.json'), 'utf8')) as { pages: Record<string, string> }).pages
    : {};
  const weights = PAGES.map((path) => pageWeight(manifest, path));
  table([
    ['page', 'prerendered', 'entry', 'route', 'catalog', 'total', 'budget', ''],
    ...weights.map((w) => {
      const home = w.path === '/';
      const ok = home ? w.total <= HOME_BUDGET : w.route <= ROUTE_BUDGET;
      return [
        w.path,
        prerendered[w.path] ? 'yes' : 'NO',
        kib(w.entry),
        kib(w.route),
        kib(w.catalog),
        kib(w.total),
        home ? 'total ≤ 120' : 'route ≤ 60',
        verdict(ok),
      ];
    }),
  ]);
  for (const path of PAGES) if (!prerendered[path]) verdict(false);

  console.log(`\n(a3) Lighthouse ${'13'} mobile (simulated throttling), real server; median of ${RUNS} run(s); static = the same page saved as plain HTML`);
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const webRoot = join(DIR, 'web');
  cpSync(WEB, webRoot, { recursive: true });
  const server = await startChildServer('src-server/cli/serve.ts', PORT, { DB_FILE: join(DIR, 'pages.sqlite'), WEB_ROOT: webRoot, DEMO: '1' }, '/api/health');
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  try {
    const copies = await writeStaticCopies(server.url, webRoot);
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: [...CHROMIUM_ARGS] });
    const rows: string[][] = [
      ['page', 'perf', 'budget', '', 'a11y', 'budget', '', 'TBT ms', 'JS fetched KiB', 'LCP s', 'static LCP s', 'ratio', 'budget', '', 'CLS', 'budget', ''],
    ];
    for (const path of PAGES) {
      const real = await medianAudit(server.url + path, chrome.port);
      const copy = await medianAudit(server.url + (copies.get(path) ?? ''), chrome.port);
      const ratio = real.lcpMs / copy.lcpMs;
      rows.push([
        path,
        real.performance.toFixed(2),
        `≥ ${PERFORMANCE_BUDGET}`,
        verdict(real.performance >= PERFORMANCE_BUDGET),
        real.accessibility.toFixed(2),
        `= ${ACCESSIBILITY_BUDGET.toFixed(2)}`,
        verdict(real.accessibility >= ACCESSIBILITY_BUDGET),
        real.tbtMs.toFixed(0),
        kib(real.scriptsGzip),
        (real.lcpMs / 1000).toFixed(2),
        (copy.lcpMs / 1000).toFixed(2),
        ratio.toFixed(2),
        `≤ ${LCP_RATIO_BUDGET}`,
        verdict(ratio <= LCP_RATIO_BUDGET),
        real.cls.toFixed(3),
        `≤ ${CLS_BUDGET}`,
        verdict(real.cls <= CLS_BUDGET),
      ]);
    }
    table(rows);
  } catch (error) {
    over = true;
    console.log(`Lighthouse could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await chrome?.kill();
    await server.stop();
  }
  return over;
}

// `node bench/pages.ts` runs these rows alone (after `npm run build:web`).
if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = (await pagesBench()) ? 1 : 0;
