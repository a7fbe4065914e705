import { describe, expect, it } from 'vitest';
import { type SessionState, sessionEnd } from './session-validity.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const live: SessionState = {
  expires_at: '2026-11-22T18:00:00.000Z',
  last_seen_at: '2026-11-22T11:50:00.000Z',
  idle_ms: 30 * 60_000,
  revoked_at: null,
  superseded_at: null,
};

describe('session rules', () => {
  it.each<[string, Partial<SessionState>, ReturnType<typeof sessionEnd>]>([
    ['a live session', {}, null],
    ['a revoked one', { revoked_at: '2026-11-22T11:55:00.000Z' }, 'revoked'],
    ['one past its absolute end', { expires_at: '2026-11-22T12:00:00.000Z' }, 'expired'],
    ['one idle for its idle lifetime', { last_seen_at: '2026-11-22T11:30:00.000Z' }, 'idle'],
    ['a token replaced 29 s ago', { superseded_at: '2026-11-22T11:59:31.000Z' }, null],
    ['a token replaced 30 s ago', { superseded_at: '2026-11-22T11:59:30.000Z' }, 'superseded'],
  ])('%s → %s', (_what, change, end) => {
    expect(sessionEnd({ ...live, ...change }, NOW, 30_000)).toBe(end);
  });
});
