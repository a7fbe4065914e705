import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './accepts-gzip.ts';

describe('Accept-Encoding admits gzip (RFC 9110 §12.5.3)', () => {
  it.each<[string | undefined, boolean]>([
    [undefined, false],
    ['', false],
    ['identity', false],
    ['gzip', true],
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', true],
    ['x-gzip', true],
    ['GZIP', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['*', true],
    ['*;q=0', false],
    ['br, *;q=0.5', true],
    ['gzip;q=0, *', false],
    ['gzip;q=nonsense', false],
    ['deflate, br', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
