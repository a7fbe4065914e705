/**
 * (b) The reference server's per-request cost next to a bare Fastify "hello" measured in the same
 * round: `GET /api/health` and the public reads at 100 connections,
 * each as a ratio to the bare server's requests/s and p99, over several rounds (bench/rounds.ts).
 * Public reads are asked for as a browser asks (gzip accepted); the large ones are also printed
 * uncompressed, next to the bare server sending the same bytes from memory: on this machine the
 * client reading them bounds both (docs/decisions/0052-public-reads-and-health-cost.md).
 */
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { startChildServer } from './child-server.ts';
import { benchRounds, formatSpread, loadNote, spreadOf, table } from './rounds.ts';

export interface ThroughputRow {
  name: string;
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 100;

/**
 * Requests/s and p99 of one URL at 100 connections (or `request.connections`), after a short warm-up (also used by
 * bench/acts.ts, which adds a bearer token through `request`).
 */
export async function measure(
  name: string,
  url: string,
  request: Partial<Pick<AutocannonOptions, 'headers' | 'method' | 'body' | 'setupClient' | 'connections'>> = {},
): Promise<ThroughputRow> {
  // A short warm-up so JIT and SQLite page cache do not count against the first run.
  await autocannon({ url, duration: 1, ...request, connections: 10 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...request });
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

interface Budget {
  /** Requests/s at least this share of the bare server's. */
  minRatio: number;
  /** p99 at most this multiple of the bare server's. */
  maxP99Ratio?: number;
}

interface Endpoint {
  name: string;
  path: string;
  /** Judged against it when given; a row without one is printed to explain another. */
  budget?: Budget;
  headers?: Record<string, string>;
  /** Also measure the bare server sending this very answer from memory. */
  sameBytes?: boolean;
}

/** The cost every request pays (hooks, headers, access check, logging). */
const PER_REQUEST: Budget = { minRatio: 0.6 };
/** Public reads, cached per query, with a p99 close to the bare server's. */
const PUBLIC_READ: Budget = { minRatio: 0.25, maxP99Ratio: 4 };
/**
 * What every browser (and the kiosk's fetch) sends: the public reads are judged as their clients
 * ask for them. The large ones are printed uncompressed too, next to the bare server sending the
 * same bytes (docs/decisions/0052-public-reads-and-health-cost.md).
 */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function publicRead(name: string, path: string, large = false): Endpoint[] {
  const judged: Endpoint = { name, path, budget: PUBLIC_READ, headers: BROWSER };
  return large ? [judged, { name: `  the same, uncompressed`, path, sameBytes: true }] : [judged];
}

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'GET /api/health', path: '/api/health', budget: PER_REQUEST },
  ...publicRead('GET /api/notaries (rating, page 1 of 20)', '/api/notaries?sort=rating&page=1&pageSize=20', true),
  ...publicRead('GET /api/notaries (region 10, by name)', '/api/notaries?region=10&sort=name&page=1&pageSize=20', true),
  ...publicRead('GET /api/catalogue (page 1 of 20)', '/api/catalogue?page=1&pageSize=20', true),
  ...publicRead('GET /api/statistics (year 2026)', '/api/statistics?from=01.01.2026&to=31.12.2026'),
  ...publicRead('GET /api/dictionaries (versions)', '/api/dictionaries'),
  ...publicRead('GET /api/dictionaries/districts', '/api/dictionaries/districts', true),
];

interface Samples {
  rps: number[];
  p99: number[];
  rpsRatio: number[];
  p99Ratio: number[];
  /** Requests/s ÷ the bare server sending the same answer from memory. */
  sameBytesRatio: number[];
  errors: number;
}

/** The answer's bytes as this request gets them (compressed when asked for), saved for the bare server. */
function saveAnswer(url: string, headers: Record<string, string>, file: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        writeFileSync(file, bytes);
        resolve(bytes.length);
      });
    }).on('error', reject);
  });
}

function verdicts(budget: Budget | undefined, samples: Samples): string {
  if (!budget) return '';
  const ratio = spreadOf(samples.rpsRatio).median;
  const p99 = spreadOf(samples.p99Ratio).median;
  const ok = samples.errors === 0 && ratio >= budget.minRatio && (budget.maxP99Ratio === undefined || p99 <= budget.maxP99Ratio);
  return ok ? 'ok' : 'OVER';
}

/** Prints the table; true when a figure is over its budget (judged on the medians). */
export async function httpThroughputBench(): Promise<boolean> {
  const rounds = benchRounds();
  const dir = '.cache/bench';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  console.log(
    `\n(b) HTTP at ${CONNECTIONS} connections, ${DURATION_S} s each, ${rounds} round(s), each round next to a bare Fastify hello (servers in their own processes); ${loadNote()}`,
  );
  const answersDir = `${dir}/answers`;
  mkdirSync(answersDir);
  const hello = await startChildServer('bench/hello-server.ts', 8491, { ANSWERS_DIR: answersDir }, '/hello');
  const server = await startChildServer('bench/api-server.ts', 8492, { DB_FILE: `${dir}/api.sqlite`, WEB_ROOT: 'dist-web' }, '/api/health');
  const bare = { rps: [] as number[], p99: [] as number[] };
  const samples = new Map<Endpoint, Samples>(
    ENDPOINTS.map((endpoint) => [endpoint, { rps: [], p99: [], rpsRatio: [], p99Ratio: [], sameBytesRatio: [], errors: 0 }]),
  );
  const sizes = new Map<Endpoint, number>();
  try {
    for (const [i, endpoint] of ENDPOINTS.entries())
      sizes.set(endpoint, await saveAnswer(server.url + endpoint.path, endpoint.headers ?? {}, `${answersDir}/${i}.json`));
    for (let round = 0; round < rounds; round += 1) {
      const baseline = await measure('bare', `${hello.url}/hello`);
      bare.rps.push(baseline.requestsPerSecond);
      bare.p99.push(baseline.p99Ms);
      for (const endpoint of ENDPOINTS) {
        const row = await measure(endpoint.name, server.url + endpoint.path, { headers: endpoint.headers });
        const s = samples.get(endpoint)!;
        s.rps.push(row.requestsPerSecond);
        s.p99.push(row.p99Ms);
        s.rpsRatio.push(row.requestsPerSecond / baseline.requestsPerSecond);
        s.p99Ratio.push(row.p99Ms / Math.max(baseline.p99Ms, 0.1));
        s.errors += row.errors;
        if (endpoint.sameBytes) {
          const same = await measure('bare, same bytes', `${hello.url}/answer/${ENDPOINTS.indexOf(endpoint)}`);
          s.sameBytesRatio.push(row.requestsPerSecond / same.requestsPerSecond);
        }
      }
    }
  } finally {
    await Promise.all([hello.stop(), server.stop()]);
  }
  let over = false;
  const rows = [
    ['endpoint', 'req/s', 'p99 ms', 'errors', 'req/s ÷ bare', 'budget', 'p99 ÷ bare', 'budget', '', 'answer bytes', 'req/s ÷ bare, same bytes'],
    ['bare fastify GET /hello', formatSpread(spreadOf(bare.rps), 0), formatSpread(spreadOf(bare.p99), 1), '0', '1.00', '', '1.00', '', '', '', ''],
    ...ENDPOINTS.map((endpoint) => {
      const s = samples.get(endpoint)!;
      const verdict = verdicts(endpoint.budget, s);
      over ||= verdict === 'OVER';
      const { minRatio, maxP99Ratio } = endpoint.budget ?? {};
      return [
        endpoint.name,
        formatSpread(spreadOf(s.rps), 0),
        formatSpread(spreadOf(s.p99), 1),
        String(s.errors),
        formatSpread(spreadOf(s.rpsRatio), 2),
        minRatio === undefined ? '' : `≥ ${minRatio}`,
        formatSpread(spreadOf(s.p99Ratio), 2),
        maxP99Ratio === undefined ? '' : `≤ ${maxP99Ratio}`,
        verdict,
        String(sizes.get(endpoint) ?? ''),
        s.sameBytesRatio.length > 0 ? formatSpread(spreadOf(s.sameBytesRatio), 2) : '',
      ];
    }),
  ];
  table(rows);
  console.log(`medians (min–max) of ${rounds} round(s); judged on the medians (÷ bare hello); ${loadNote()}`);
  return over;
}
