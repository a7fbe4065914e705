import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_INDEX_HTML } from '../test-support/temp-dir.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

const HTML = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };

describe('unknown paths and the portal (spec §2, §8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it.each([
    ['oz', 'Sahifa topilmadi: /api/no-such-thing'],
    ['uz', 'Саҳифа топилмади: /api/no-such-thing'],
    ['ru', 'Не найдено: /api/no-such-thing'],
  ])('answers an unknown /api path with a JSON 404 in %s', async (locale, message) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing?x=1', headers: { 'accept-language': locale } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ code: 'not_found', message });
  });

  it('falls back to oz without Accept-Language and reads browser tags like uz-Cyrl', async () => {
    expect((await t.app.inject({ url: '/api/x' })).json().message).toBe('Sahifa topilmadi: /api/x');
    expect((await t.app.inject({ url: '/api/x', headers: { 'accept-language': 'uz-Cyrl-UZ,ru;q=0.5' } })).json().message).toBe('Саҳифа топилмади: /api/x');
  });

  it.each(['/notary/12', '/kiosk/main', '/my_notarial_act/5/auto/7', '/enotarial-act/abc', '/404'])(
    'serves index.html for the client route %s',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(FIXTURE_INDEX_HTML);
    },
  );

  it('never serves the portal for /api paths, even to a browser', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/x', headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('answers a missing asset with a 404, not with index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('serves / and hashed assets with the right caching', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/', headers: HTML });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('without a web build', () => {
  it('answers page loads with a JSON 404 and keeps serving /api', async () => {
    const t = await createTestApp({ seed: false, web: false });
    const page = await t.app.inject({ method: 'GET', url: '/notary/12', headers: HTML });
    expect(page.statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await t.close();
  });
});

describe('404 rate limit (fastify/demo)', () => {
  it('slows down probing with a localized 429', async () => {
    const t = await createTestApp({ seed: false, notFoundRateLimit: { max: 2, timeWindowMs: 60_000 } });
    for (let i = 0; i < 2; i += 1) expect((await t.app.inject({ url: `/api/probe-${i}` })).statusCode).toBe(404);
    const limited = await t.app.inject({ url: '/api/probe-3', headers: { 'accept-language': 'ru' } });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ code: 'too_many_requests', message: 'Слишком много попыток. Повторите через 60 с' });
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    await t.close();
  });
});
