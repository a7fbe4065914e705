import { describe, expect, it } from 'vitest';
import { proxyStateOn } from './proxy-validity.ts';

describe('proxyStateOn (search_proxy)', () => {
  it('is active through the last day of the term', () => {
    expect(proxyStateOn('active', '2026-11-22', '2026-11-22')).toBe('active');
  });

  it('expires the day after the term ends, without waiting for the register', () => {
    expect(proxyStateOn('active', '2026-11-21', '2026-11-22')).toBe('expired');
  });

  it('keeps a revocation however long the term was', () => {
    expect(proxyStateOn('revoked', '2030-01-01', '2026-11-22')).toBe('revoked');
  });
});
