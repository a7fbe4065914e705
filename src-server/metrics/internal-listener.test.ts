import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AUTH_ROUTES } from '../../src-domain/auth/auth-routes.ts';
import { createDb } from '../db/create-db.ts';
import { startServer } from '../start-server.ts';
import { makeTempDir } from '../test-support/temp-dir.ts';
import { createReadiness } from './readiness.ts';

/** One line of the Prometheus text: the metric with exactly these labels, or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

describe('the internal listener: metrics, liveness and readiness apart from the public port (decision 0057)', () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  it('counts requests per route and rate-limit refusals, reports the process, and says ready until the stop begins', { timeout: 60_000 }, async () => {
    const server = await startServer({
      db: { kind: 'sqlite', file: join(dir.path, 'metrics.sqlite') },
      webRoot: join(dir.path, 'none'),
      port: 0,
      host: '127.0.0.1',
      warmFaceAnalyzer: false,
      loginRateLimit: { max: 2, timeWindowMs: 60_000 },
      metrics: { port: 0, host: '127.0.0.1' },
      drainMs: 1_000,
    });
    let closing: Promise<void> | null = null;
    try {
      const internal = server.metricsUrl ?? '';
      expect(internal).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(internal).not.toBe(server.url);

      // The registry is the process's, and test files share a worker's modules (vitest.config.ts):
      // another file's server may have counted before, so this test counts what its own requests add.
      const before = await (await fetch(`${internal}/metrics`)).text();
      const added = (text: string, name: string, labels: string) => (sample(text, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
      await fetch(`${server.url}/api/health`);
      for (let i = 0; i < 3; i += 1)
        await fetch(`${server.url}${AUTH_ROUTES.checkBeforeAuth}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      const metrics = await fetch(`${internal}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      const text = await metrics.text();
      expect(added(text, 'enotary_http_requests_total', '{method="GET",route="/api/health",status="2xx"}')).toBe(1);
      expect(added(text, 'enotary_rate_limit_refusals_total', `{route="${AUTH_ROUTES.checkBeforeAuth}"}`)).toBe(1);
      expect(added(text, 'enotary_http_request_duration_seconds_count', '{method="GET",route="/api/health"}')).toBe(1);
      expect(sample(text, 'enotary_ready')).toBe(1);
      expect(sample(text, 'enotary_websockets', '{kind="liveness"}')).toBe(0);
      for (const name of ['nodejs_eventloop_lag_p99_seconds', 'enotary_face_frames_in_flight', 'enotary_video_room_members', 'enotary_recording_bytes_total'])
        expect(sample(text, name), name).toBeTypeOf('number');
      // SQLite has no pool: its gauges stay at zero.
      expect(sample(text, 'enotary_db_pool_connections', '{state="waiting"}')).toBe(0);
      // Nothing that names a person or a token: labels are route patterns and status classes.
      expect(text).not.toMatch(/Bearer|authorization|passnum|route="[^"]*\d{4}/i);

      expect((await fetch(`${internal}/livez`)).status).toBe(200);
      expect(await (await fetch(`${internal}/readyz`)).text()).toBe('ready\n');
      // The public port serves none of it.
      for (const path of ['/metrics', '/readyz', '/livez']) expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
      expect((await fetch(`${internal}/metrics`, { method: 'POST' })).status).toBe(405);

      closing = server.close();
      const draining = await fetch(`${internal}/readyz`);
      expect(draining.status).toBe(503);
      expect(sample(await (await fetch(`${internal}/metrics`)).text(), 'enotary_ready')).toBe(0);
    } finally {
      await (closing ?? server.close());
    }
  });

  it('is not ready while its database does not answer', async () => {
    const db = createDb({ kind: 'sqlite', file: join(dir.path, 'gone.sqlite') });
    const readiness = createReadiness(db, () => true);
    expect(await readiness.ready()).toBe(true);
    await db.destroy();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await readiness.ready()).toBe(false);
  });
});
