import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config.ts';
import { DEFAULT_TILE_URL } from './plugins/map-tiles.ts';
import { DEFAULT_TILE_HOSTS } from './plugins/security-headers.ts';

describe('TILE_URL and TILE_HOSTS (docs/decisions/0007-map-tiles-configuration.md: configurable map tiles, consistent CSP)', () => {
  it('defaults to OpenStreetMap, allowed by the default CSP', () => {
    const config = configFromEnv({});
    expect(config.mapTiles).toEqual({ url: DEFAULT_TILE_URL, attribution: '© OpenStreetMap contributors', maxZoom: 19 });
    expect(config.tileHosts).toEqual([...DEFAULT_TILE_HOSTS]);
  });

  it('allows an own tile server in the CSP without TILE_HOSTS', () => {
    const config = configFromEnv({ TILE_URL: 'https://{s}.tiles.adliya.uz/{z}/{x}/{y}.png', TILE_ATTRIBUTION: '© Adliya' });
    expect(config.mapTiles).toMatchObject({ url: 'https://{s}.tiles.adliya.uz/{z}/{x}/{y}.png', attribution: '© Adliya' });
    expect(config.tileHosts).toEqual(['https://*.tiles.adliya.uz']);
  });

  it('keeps TILE_HOSTS when both are set, and refuses a plain-http tile server', () => {
    expect(configFromEnv({ TILE_URL: 'https://t.example/{z}/{x}/{y}.png', TILE_HOSTS: 'https://cdn.example' }).tileHosts).toEqual(['https://cdn.example']);
    expect(() => configFromEnv({ TILE_URL: 'http://t.example/{z}/{x}/{y}.png' })).toThrow(/TILE_URL must use https/);
  });
});
