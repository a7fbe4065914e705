import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { rmSync, mkdirSync } from 'node:fs';
import { startChildServer } from './child-server.ts';

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
 * bench/statistics.ts and bench/acts.ts, which adds a bearer token through `request`).
 */
export async function measure(name: string, url: string, request: Partial<Pick<AutocannonOptions, 'headers' | 'method' | 'body' | 'setupClient' | 'connections'>> = {}): Promise<ThroughputRow> {
  // A short warm-up so JIT and SQLite page cache do not count against the first run.
  await autocannon({ url, duration: 1, ...request, connections: 10 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...request });
  return { name, requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, errors: result.errors + result.non2xx + result.timeouts };
}

/** Requests/s and p99 of the reference server's endpoints next to a bare Fastify hello-world. */
export async function httpThroughput(): Promise<{ baseline: ThroughputRow; rows: ThroughputRow[] }> {
  const dir = '.cache/bench';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const hello = await startChildServer('bench/hello-server.ts', 8491, {}, '/hello');
  const baseline = await measure('bare fastify GET /hello', `${hello.url}/hello`);
  await hello.stop();

  const server = await startChildServer('src-server/cli/serve.ts', 8492, { DB_FILE: `${dir}/bench.sqlite`, WEB_ROOT: 'dist-web', DEMO: '1' }, '/api/health');
  const rows = [
    await measure('GET /api/health', `${server.url}/api/health`),
    await measure('GET /api/notaries?sort=rating (20 per page; notary list p99)', `${server.url}/api/notaries?sort=rating&page=1&pageSize=20`),
  ];
  await server.stop();
  return { baseline, rows };
}
