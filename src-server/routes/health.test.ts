import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HealthResponseSchema } from '../../src-domain/http/routes/health.ts';
import { buildApp } from '../app.ts';
import { HEALTH_PROBE_REUSE_MS } from './health.ts';
import { createTestApp, createTestDb, type TestApp } from '../test-support/test-app.ts';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, version: '9.9.9' });
  });
  afterAll(() => t.close());

  it('answers ok with the database, version and server time', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const body = v.parse(HealthResponseSchema, response.json());
    expect(body).toMatchObject({ status: 'ok', db: 'ok', version: '9.9.9' });
    expect(Date.parse(body.time)).not.toBeNaN();
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('polls within one millisecond share an answer; the next millisecond has its own time', async () => {
    const clock = Date.parse('2026-11-27T08:00:00.123Z');
    let now = clock;
    const app = await buildApp({ db: t.db, webRoot: 'no-web-root', now: () => new Date(now) });
    const times = [];
    for (const at of [clock, clock, clock + 1]) {
      now = at;
      times.push(v.parse(HealthResponseSchema, (await app.inject({ url: '/api/health' })).json()).time);
    }
    expect(times).toEqual(['2026-11-27T08:00:00.123Z', '2026-11-27T08:00:00.123Z', '2026-11-27T08:00:00.124Z']);
    await app.close();
  });

  it('names no web build when the one it serves carries no id', async () => {
    expect(v.parse(HealthResponseSchema, (await t.app.inject({ url: '/api/health' })).json()).build).toBeNull();
  });

  it('answers 503 with db "error" when the database is gone', async () => {
    const broken = await createTestDb({ seed: false });
    const app = await buildApp({ db: broken.db, webRoot: broken.dir });
    await broken.db.destroy();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(v.parse(HealthResponseSchema, response.json())).toMatchObject({ status: 'error', db: 'error' });
    await app.close();
    await broken.remove().catch(() => undefined);
  });

  it('reuses the database probe for a second, with the time still current, then probes again', async () => {
    const failing = await createTestDb({ seed: false });
    let clock = Date.parse('2026-11-27T08:00:00Z');
    const app = await buildApp({ db: failing.db, webRoot: failing.dir, now: () => new Date(clock) });
    const health = async () => {
      const response = await app.inject({ url: '/api/health' });
      return { status: response.statusCode, body: v.parse(HealthResponseSchema, response.json()) };
    };
    const first = await health();
    expect(first).toMatchObject({ status: 200, body: { db: 'ok' } });
    await failing.db.destroy();
    clock += HEALTH_PROBE_REUSE_MS - 1;
    const reused = await health();
    expect(reused).toMatchObject({ status: 200, body: { db: 'ok' } });
    expect(reused.body.time).toBe(new Date(clock).toISOString());
    clock += 1;
    expect(await health()).toMatchObject({ status: 503, body: { status: 'error', db: 'error' } });
    await app.close();
    await failing.remove().catch(() => undefined);
  });
});
