import { describe, expect, it } from 'vitest';
import { DEFAULT_TILE_HOSTS } from './security-headers.ts';
import { checkTileUrl, DEFAULT_TILE_URL, tileHostsFor } from './map-tiles.ts';

describe('map tiles (docs/decisions/0007-map-tiles-configuration.md: configurable tile URL, consistent with the CSP)', () => {
  it.each([
    [DEFAULT_TILE_URL, ['https://*.tile.openstreetmap.org']],
    ['https://tiles.example.uz/osm/{z}/{x}/{y}.png', ['https://tiles.example.uz']],
    ['https://{s}.Tiles.example.uz:8443/{z}/{x}/{y}.png?key=1', ['https://*.tiles.example.uz:8443']],
    ['http://localhost:8081/{z}/{x}/{y}.png', ['http://localhost:8081']],
    ['not a url', []],
  ])('%s is allowed by the CSP as %j', (template, hosts) => {
    expect(tileHostsFor(template)).toEqual(hosts);
  });

  it('the default tile URL is covered by the default CSP image sources', () => {
    for (const host of tileHostsFor(DEFAULT_TILE_URL)) expect(DEFAULT_TILE_HOSTS).toContain(host);
  });

  it.each([
    ['https://tiles.example.uz/{z}/{x}/{y}.png', null],
    ['http://127.0.0.1:8081/{z}/{x}/{y}.png', null],
    ['http://tiles.example.uz/{z}/{x}/{y}.png', 'must use https'],
    ['https://tiles.example.uz/{z}/{x}.png', 'must contain {y}'],
    ['ftp://tiles.example.uz/{z}/{x}/{y}.png', 'must use https'],
  ])('checks %s', (template, problem) => {
    if (problem === null) expect(checkTileUrl(template)).toBe(template);
    else expect(() => checkTileUrl(template)).toThrow(problem);
  });
});
