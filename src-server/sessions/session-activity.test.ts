import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';
import { hashSessionToken } from './session-token.ts';
import { activityNeedsRecord } from './session-activity.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const MINUTE = 60_000;

describe("when a call records the session's activity (session-activity.ts)", () => {
  it.each<[string, string, boolean]>([
    ['recorded by this very call', '2026-11-22T12:00:00.000Z', false],
    ['recorded 4.999 s ago', '2026-11-22T11:59:55.001Z', false],
    ['recorded 5 s ago', '2026-11-22T11:59:55.000Z', true],
    ['recorded 10 minutes ago', '2026-11-22T11:50:00.000Z', true],
    ['recorded by a later call already', '2026-11-22T12:00:01.000Z', false],
    ['unreadable', 'yesterday', true],
  ])('activity %s → write: %s', (_what, lastSeenAt, write) => {
    expect(activityNeedsRecord(lastSeenAt, NOW)).toBe(write);
  });
});

describe('session activity on the wire (spec §7 rotation, idle rule)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  const checkToken = (token: string) => t.app.inject({ method: 'GET', url: '/api/check_token', headers: bearer(token) });
  const lastSeen = async (token: string) =>
    (
      await t.db
        .selectFrom('session_tokens as k')
        .innerJoin('sessions as s', 's.id', 'k.session_id')
        .select('s.last_seen_at')
        .where('k.token_hash', '=', hashSessionToken(token))
        .executeTakeFirstOrThrow()
    ).last_seen_at;

  it('still rotates the token on every 200, but rewrites the activity only when it is 5 s old', async () => {
    const login = await logIn(t, identityOf('aziz'));
    const opened = await lastSeen(login);
    t.clock.advance(4_999);
    const soon = await checkToken(login);
    expect(soon.statusCode).toBe(200);
    const second = String(soon.headers['x-auth-token']);
    expect(second).not.toBe(login);
    expect(await lastSeen(second)).toBe(opened);
    t.clock.advance(1);
    const later = await checkToken(second);
    expect(later.statusCode).toBe(200);
    expect(String(later.headers['x-auth-token'])).not.toBe(second);
    expect(await lastSeen(second)).toBe(t.clock.now().toISOString());
  });

  it('records a failed call (no token) only when the recorded activity is 5 s old', async () => {
    const token = await logIn(t, identityOf('malika'));
    const opened = await lastSeen(token);
    t.clock.advance(1_000);
    expect((await t.app.inject({ method: 'POST', url: '/api/offer_accept?action=7', headers: bearer(token) })).statusCode).toBe(400);
    expect(await lastSeen(token)).toBe(opened);
    t.clock.advance(5_000);
    expect((await t.app.inject({ method: 'POST', url: '/api/offer_accept?action=7', headers: bearer(token) })).statusCode).toBe(400);
    expect(await lastSeen(token)).toBe(t.clock.now().toISOString());
  });

  it('keeps a session alive until at least 30 minutes less 5 s after its last call, and ends it by 30 minutes', async () => {
    const login = await logIn(t, identityOf('aziz'));
    t.clock.advance(4_999);
    // Not recorded: the session's activity stays at the login.
    const token = String((await checkToken(login)).headers['x-auth-token']);
    t.clock.advance(30 * MINUTE - 5_000);
    const alive = await checkToken(token);
    expect(alive.statusCode).toBe(200);
    // That call was recorded (the activity was 30 min less 1 ms old); a full idle window later it has ended.
    t.clock.advance(30 * MINUTE);
    expect((await checkToken(String(alive.headers['x-auth-token']))).statusCode).toBe(403);
  });

  it("ends a session idle for 30 minutes after a burst of unrecorded calls, at most 5 s before the last call's own 30 minutes", async () => {
    let token = await logIn(t, identityOf('aziz'));
    for (let call = 0; call < 4; call += 1) {
      t.clock.advance(1_000);
      token = String((await checkToken(token)).headers['x-auth-token']);
    }
    // The last call was 4 s after the recorded login: the session ends 30 min after the login.
    t.clock.advance(30 * MINUTE - 4_000);
    expect((await checkToken(token)).statusCode).toBe(403);
  });
});
