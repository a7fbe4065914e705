/**
 * The connection speed test's endpoints (docs/decisions/0028-speed-test-endpoints.md): how fast
 * the reference server can serve and take the test's largest transfer on loopback — the highest
 * speed the test can report from this server — alone and with four clients at once. No budget:
 * the spec's line is 2 Mb/s, orders of magnitude below. `bench/run.ts` calls `speedTestBench()`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { megabitsPerSecond, SPEED_TEST_MAX_BYTES } from '../src-domain/devices/connection-speed.ts';
import {
  SPEED_TEST_CONTENT_TYPE,
  SPEED_TEST_DOWNLOAD_PATH,
  SPEED_TEST_UPLOAD_PATH,
  type SpeedTestUploadResponse,
} from '../src-domain/http/routes/speed-test.ts';
import { startChildServer } from './child-server.ts';

const DIR = '.cache/bench-speed-test';
const ROUNDS = 12;

/** One download, timed as the page times it: from the answer's headers to its last byte. */
async function download(url: string): Promise<number> {
  const response = await fetch(`${url}${SPEED_TEST_DOWNLOAD_PATH}?bytes=${SPEED_TEST_MAX_BYTES}`);
  const started = performance.now();
  const body = await response.arrayBuffer();
  return megabitsPerSecond(body.byteLength, performance.now() - started) ?? 0;
}

/** One upload, timed as the page reports it: the server's own measure of the arrival. */
async function upload(url: string, body: Blob): Promise<number> {
  const response = await fetch(`${url}${SPEED_TEST_UPLOAD_PATH}`, { method: 'POST', headers: { 'Content-Type': SPEED_TEST_CONTENT_TYPE }, body });
  const answer = (await response.json()) as SpeedTestUploadResponse;
  return megabitsPerSecond(answer.bytes, Math.max(answer.durationMs, 0.001)) ?? 0;
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Median Mb/s of one client's transfers, and the sum of four clients transferring at once. */
async function directionFigures(transfer: () => Promise<number>): Promise<{ one: number; four: number }> {
  const one: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) one.push(await transfer());
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let i = 0; i < ROUNDS / 4; i += 1) await transfer();
    }),
  );
  const four = megabitsPerSecond(SPEED_TEST_MAX_BYTES * ROUNDS, performance.now() - started) ?? 0;
  return { one: median(one), four };
}

export async function speedTestBench(): Promise<boolean> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  console.log(
    `\n(f) connection speed test endpoints, ${SPEED_TEST_MAX_BYTES / 1024 / 1024} MiB transfers on loopback (docs/video.md: the highest speed the test can report)`,
  );
  const server = await startChildServer('bench/speed-test-server.ts', 8495, { DB_FILE: join(DIR, 'server.sqlite') }, '/api/health');
  try {
    const body = new Blob([new Uint8Array(SPEED_TEST_MAX_BYTES).map((_, i) => (i * 2654435761) >>> 24)]);
    const down = await directionFigures(() => download(server.url));
    const up = await directionFigures(() => upload(server.url, body));
    console.log(`download: ${down.one.toFixed(0)} Mb/s per transfer (median of ${ROUNDS}), ${down.four.toFixed(0)} Mb/s with 4 clients at once (wall clock)`);
    console.log(
      `upload:   ${up.one.toFixed(0)} Mb/s per transfer (median of ${ROUNDS}, server-timed), ${up.four.toFixed(0)} Mb/s with 4 clients at once (wall clock)`,
    );
  } finally {
    await server.stop();
  }
  return false;
}
