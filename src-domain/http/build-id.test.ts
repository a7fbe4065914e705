import { describe, expect, it } from 'vitest';
import { isPageExpired } from './build-id.ts';

describe('a page left open across a deployment (spec §8 "Page-expired notice asks for a refresh")', () => {
  it.each([
    ['the same build', '0123456789abcdef', '0123456789abcdef', false],
    ['a new build deployed', '0123456789abcdef', 'fedcba9876543210', true],
    ['a page without a build id (the kiosk renderer)', null, 'fedcba9876543210', false],
    ['a server without a web build', '0123456789abcdef', null, false],
    ['a header that is no build id', '0123456789abcdef', '<script>', false],
  ] as const)('%s → %s', (_name, page, server, expired) => {
    expect(isPageExpired(page, server)).toBe(expired);
  });
});
