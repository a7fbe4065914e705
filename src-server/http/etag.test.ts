import { describe, expect, it } from 'vitest';
import { etagMatches, versionEtag } from './etag.ts';

describe('If-None-Match (RFC 9110 §13.1.2)', () => {
  it.each([
    ['"3"', true],
    ['W/"3"', true],
    ['"1", "3"', true],
    ['*', true],
    ['"4"', false],
    ['3', false],
    [undefined, false],
  ])('%j matches version 3: %s', (header, expected) => {
    expect(etagMatches(header, versionEtag(3))).toBe(expected);
  });
});
