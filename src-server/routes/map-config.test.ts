import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { MAP_CONFIG_PATH, MapConfigResponseSchema } from '../../src-domain/http/routes/map-config.ts';
import { DEFAULT_TILE_URL } from '../plugins/map-tiles.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

describe('GET /api/map-config (docs/decisions/0007-map-tiles-configuration.md: the tile URL is the server’s setting)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('gives OpenStreetMap by default, publicly, and the CSP allows its tiles', async () => {
    const t = await createTestApp({ seed: false });
    apps.push(t);
    const response = await t.app.inject({ url: MAP_CONFIG_PATH });
    expect(response.statusCode).toBe(200);
    expect(v.parse(MapConfigResponseSchema, response.json())).toEqual({ tileUrl: DEFAULT_TILE_URL, attribution: '© OpenStreetMap contributors', maxZoom: 19 });
    // The pages' policy, which the map runs under (an API answer's own policy loads nothing).
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain('https://*.tile.openstreetmap.org');
  });

  it('gives a configured tile server and allows exactly its origin for images', async () => {
    const t = await createTestApp({ seed: false, mapTiles: { url: 'https://{s}.tiles.adliya.uz/{z}/{x}/{y}.png', attribution: '© Adliya', maxZoom: 18 } });
    apps.push(t);
    const response = await t.app.inject({ url: MAP_CONFIG_PATH });
    expect(response.json()).toEqual({ tileUrl: 'https://{s}.tiles.adliya.uz/{z}/{x}/{y}.png', attribution: '© Adliya', maxZoom: 18 });
    const page = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    const imgSrc = /img-src ([^;]+)/.exec(String(page.headers['content-security-policy']))?.[1];
    expect(imgSrc).toContain('https://*.tiles.adliya.uz');
    expect(imgSrc).not.toContain('openstreetmap');
  });
});
