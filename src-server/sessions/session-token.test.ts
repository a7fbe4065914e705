import { describe, expect, it } from 'vitest';
import { bearerToken, hashSessionToken, newSessionToken } from './session-token.ts';

describe('session tokens', () => {
  it('are 256 random bits, never repeated', () => {
    const tokens = new Set(Array.from({ length: 1000 }, newSessionToken));
    expect(tokens.size).toBe(1000);
    for (const token of tokens) expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('are stored as a SHA-256 that does not contain them', () => {
    const token = newSessionToken();
    const hash = hashSessionToken(token);
    expect(hash).toHaveLength(43);
    expect(hash).not.toBe(token);
    expect(hashSessionToken(token)).toBe(hash);
  });

  it.each([
    [`Bearer ${'a'.repeat(43)}`, 'a'.repeat(43)],
    [`bearer ${'a'.repeat(43)}`, 'a'.repeat(43)],
    [`Bearer ${'a'.repeat(42)}`, null],
    [`Basic ${'a'.repeat(43)}`, null],
    [`Bearer ${'a'.repeat(43)} extra`, null],
    [undefined, null],
  ])('reads %j as %j', (header, expected) => {
    expect(bearerToken(header)).toBe(expected);
  });
});
