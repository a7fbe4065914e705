import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../../src-domain/auth/user.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp, passFaceCheck, postAuth } from '../../auth/login.test-support.ts';
import { hashSessionToken } from '../../sessions/session-token.ts';

const aziz = identityOf('aziz');
const malika = identityOf('malika');
const MINUTE = 60_000;

describe('sessions and rotating tokens (spec §4 Token expiry, §7)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  const checkToken = (token: string) => t.app.inject({ method: 'GET', url: '/api/check_token', headers: bearer(token) });

  it('keeps only a hash of the token in the database', async () => {
    const token = await logIn(t, aziz);
    const rows = await t.db.selectFrom('session_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).toContain(hashSessionToken(token));
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
  });

  it('answers every 200 with a fresh token in x-auth-token, exposed to the kiosk', async () => {
    const first = await logIn(t, aziz);
    const response = await checkToken(first);
    expect(response.statusCode).toBe(200);
    const second = String(response.headers['x-auth-token']);
    expect(second).toMatch(/^[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(response.headers['cache-control']).toBe('no-store');
    const third = String((await checkToken(second)).headers['x-auth-token']);
    expect(new Set([first, second, third]).size).toBe(3);
  });

  it('honours the previous token for 30 s after rotation (calls in flight), not after', async () => {
    const old = await logIn(t, aziz);
    const rotated = String((await checkToken(old)).headers['x-auth-token']);
    t.clock.advance(29_000);
    const inFlight = await checkToken(old);
    expect(inFlight.statusCode).toBe(200);
    t.clock.advance(2_000);
    const late = await checkToken(old);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ code: 'access_denied', message: 'Access Denied' });
    // The first successor carries the session on.
    expect((await checkToken(rotated)).statusCode).toBe(200);
  });

  it('never renews a token inside its grace window: a copied old token cannot start a second chain (docs/security.md "Sessions")', async () => {
    const old = await logIn(t, aziz);
    const successor = String((await checkToken(old)).headers['x-auth-token']);
    // A call in flight with the old token (or a copy an attacker holds) is served, without a new token.
    const inGrace = await checkToken(old);
    expect(inGrace.statusCode).toBe(200);
    expect(inGrace.headers['x-auth-token']).toBeUndefined();
    t.clock.advance(31_000);
    expect((await checkToken(old)).statusCode).toBe(403);
    // Only the one successor lives on.
    const tokens = await t.db
      .selectFrom('session_tokens as t')
      .innerJoin('sessions as s', 's.id', 't.session_id')
      .select('t.token_hash')
      .where('t.superseded_at', 'is', null)
      .where('s.id', '=', (eb) => eb.selectFrom('session_tokens').select('session_id').where('token_hash', '=', hashSessionToken(successor)))
      .execute();
    expect(tokens.map((row) => row.token_hash)).toEqual([hashSessionToken(successor)]);
    expect((await checkToken(successor)).statusCode).toBe(200);
  });

  it('does not rotate on a failed call: the client keeps its token', async () => {
    const token = await logIn(t, aziz);
    const bad = await t.app.inject({ method: 'POST', url: '/api/offer_accept?action=7', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-auth-token']).toBeUndefined();
    t.clock.advance(MINUTE);
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it('counts a failed call as activity too: the idle time runs from the last call, whatever its answer', async () => {
    const token = await logIn(t, aziz);
    t.clock.advance(20 * MINUTE);
    const bad = await t.app.inject({ method: 'POST', url: '/api/offer_accept?action=7', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
    t.clock.advance(20 * MINUTE);
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it('ends a browser session after 30 minutes without a call', async () => {
    let token = await logIn(t, aziz);
    t.clock.advance(29 * MINUTE);
    token = String((await checkToken(token)).headers['x-auth-token']);
    t.clock.advance(29 * MINUTE);
    const alive = await checkToken(token);
    expect(alive.statusCode).toBe(200);
    t.clock.advance(30 * MINUTE);
    expect((await checkToken(String(alive.headers['x-auth-token']))).statusCode).toBe(403);
  });

  it('ends a browser session 12 hours after login however active', async () => {
    let token = await logIn(t, aziz);
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      t.clock.advance(20 * MINUTE);
      const response = await checkToken(token);
      if (elapsed + 20 < 12 * 60) {
        expect(response.statusCode, `after ${elapsed + 20} min`).toBe(200);
        token = String(response.headers['x-auth-token']);
      } else {
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe('Access Denied');
      }
    }
  });

  it('gives a kiosk session (X-Client-Mode: kiosk) 5 minutes idle', async () => {
    const token = await logIn(t, aziz, { 'x-client-mode': 'kiosk' });
    const session = await t.db.selectFrom('sessions').select(['client_mode', 'idle_ms', 'user_agent', 'ip']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session).toMatchObject({ client_mode: 'kiosk', idle_ms: 5 * MINUTE, ip: '127.0.0.1' });
    t.clock.advance(5 * MINUTE);
    expect((await checkToken(token)).statusCode).toBe(403);
  });

  it.each([
    ['no Authorization header', {}],
    ['an unknown token', bearer('A'.repeat(43))],
    ['a malformed header', { authorization: 'Token abc' }],
  ])('answers %s with 403 "Access Denied"', async (_what, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/check_token', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'access_denied', message: 'Access Denied' });
    expect(response.headers['x-auth-token']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('renews the session of a signed-in caller of a public route, and serves a stale token anyway', async () => {
    const token = await logIn(t, aziz);
    t.clock.advance(25 * MINUTE);
    const browsing = await t.app.inject({ method: 'GET', url: '/api/notaries/1', headers: bearer(token) });
    expect(browsing.statusCode).toBe(200);
    const renewed = String(browsing.headers['x-auth-token']);
    t.clock.advance(25 * MINUTE);
    expect((await checkToken(renewed)).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/api/health', headers: bearer('B'.repeat(43)) });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-auth-token']).toBeUndefined();
  });

  it('does not renew the caller’s old session on a new login', async () => {
    const old = await logIn(t, aziz);
    const jwt = await passFaceCheck(t, malika);
    const response = await postAuth(t, { ...malika, jwt }, bearer(old));
    expect(response.json().resultCode).toBe(1);
    expect(response.headers['x-auth-token']).toBeUndefined();
  });

  it('logout revokes the session and all its tokens; its 200 carries no token', async () => {
    const token = await logIn(t, aziz);
    const rotated = String((await checkToken(token)).headers['x-auth-token']);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(rotated) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-auth-token']).toBeUndefined();
    expect((await checkToken(rotated)).statusCode).toBe(403);
    expect((await checkToken(token)).statusCode).toBe(403);
    const session = await t.db.selectFrom('sessions').select(['revoked_at', 'revoke_reason']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(session.revoke_reason).toBe('logout');
  });

  it('logs out everywhere: every session of the user ends, another user’s stays (docs/security.md "Sessions")', async () => {
    const phone = await logIn(t, aziz);
    const laptop = await logIn(t, aziz);
    const kiosk = String((await checkToken(await logIn(t, aziz))).headers['x-auth-token']);
    const other = await logIn(t, malika);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout/everywhere', headers: bearer(laptop) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-auth-token']).toBeUndefined();
    for (const token of [phone, laptop, kiosk]) expect((await checkToken(token)).statusCode).toBe(403);
    expect((await checkToken(other)).statusCode).toBe(200);
    const reasons = await t.db
      .selectFrom('sessions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select('s.revoke_reason')
      .where('u.pin', '=', aziz.pin)
      .where('s.revoked_at', 'is not', null)
      .execute();
    expect(reasons.map((row) => row.revoke_reason)).toContain('logout_everywhere');
    expect((await t.app.inject({ method: 'POST', url: '/api/logout/everywhere' })).statusCode).toBe(403);
  });

  it('ends the sessions of an account an administrator disables', async () => {
    const token = await logIn(t, identityOf('sherzod'));
    await t.db.updateTable('users').set({ active: 0 }).where('pin', '=', identityOf('sherzod').pin).execute();
    expect((await checkToken(token)).statusCode).toBe(403);
  });
});

describe('terms of use (spec §4 Terms, POST /api/offer_accept)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  const terms = async () => (await t.db.selectFrom('users').select('terms_accepted').where('pin', '=', malika.pin).executeTakeFirstOrThrow()).terms_accepted;

  it('disagree (action=0) logs out and leaves termsofuse at 0', async () => {
    const token = await logIn(t, malika);
    expect(await terms()).toBe(0);
    const response = await t.app.inject({ method: 'POST', url: '/api/offer_accept?action=0', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-auth-token']).toBeUndefined();
    expect(await terms()).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/check_token', headers: bearer(token) })).statusCode).toBe(403);
  });

  it('agree (action=1) sets termsofuse to 1, keeps the session and rotates the token', async () => {
    const token = await logIn(t, malika);
    const response = await t.app.inject({ method: 'POST', url: '/api/offer_accept?action=1', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-auth-token']).toBeDefined();
    expect(await terms()).toBe(1);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(String(response.headers['x-auth-token'])) });
    expect(profile.json().termsofuse).toBe(1);
  });

  it('rejects an action other than 0 or 1 with 400', async () => {
    const token = await logIn(t, malika);
    const response = await t.app.inject({ method: 'POST', url: '/api/offer_accept', headers: bearer(token) });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ path: 'action', message: expect.any(String) }]);
  });
});

describe('GET /api/profile (spec §2 screen 19)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  it('returns the signed-in user in the shape of spec §3, country names in the caller’s locale', async () => {
    const token = await logIn(t, aziz);
    const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: { ...bearer(token), 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(200);
    const user = v.parse(UserSchema, response.json());
    expect(user).toMatchObject({ pin: aziz.pin, fullname: 'Karimov Aziz Alisher o‘g‘li', citizenship: 'Узбекистан', typeid: 1, roles: ['citizen'] });
    expect(response.headers['x-auth-token']).toBeDefined();
  });

  it('lists the roles of a notary', async () => {
    const token = await logIn(t, identityOf('gulnora'));
    const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
    expect(response.json().roles).toEqual(['notary']);
  });
});
