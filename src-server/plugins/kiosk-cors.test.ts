import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';

const KIOSK = 'app://enotary';

describe('CORS for the kiosk renderer at app://enotary (docs/architecture.md, Kiosk shell)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp({ kioskOrigins: [KIOSK, 'app://enotary-staging'] });
  });
  afterAll(() => t.close());

  it('answers the preflight of an allowed origin with 204 and the allowed methods and headers', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/notarial_act/get_notify',
      headers: { origin: KIOSK, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization, accept-language' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(KIOSK);
    expect(response.headers['access-control-allow-methods']).toContain('POST');
    expect(String(response.headers['access-control-allow-headers']).split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'accept-language', 'content-type', 'x-client-mode']),
    );
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers.vary).toContain('Origin');
  });

  it('lets the kiosk read the rotated token of a 200 and the body of a 403', async () => {
    const token = await logIn(t, identityOf('aziz'), { origin: KIOSK });
    const ok = await t.app.inject({ method: 'GET', url: '/api/check_token', headers: { ...bearer(token), origin: KIOSK } });
    expect(ok.headers['access-control-allow-origin']).toBe(KIOSK);
    expect(ok.headers['access-control-expose-headers']).toBe('x-auth-token');
    expect(ok.headers['x-auth-token']).toBeDefined();
    const denied = await t.app.inject({ method: 'GET', url: '/api/check_token', headers: { origin: KIOSK } });
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['access-control-allow-origin']).toBe(KIOSK);
  });

  it.each(['https://evil.example', 'app://enotary.evil', 'null'])('gives %s no CORS headers at all', async (origin) => {
    const preflight = await t.app.inject({ method: 'OPTIONS', url: '/api/check_token', headers: { origin, 'access-control-request-method': 'GET' } });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    const call = await t.app.inject({ method: 'POST', url: '/api/check_before_auth', payload: identityOf('aziz'), headers: { origin } });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
    expect(call.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('allows a second configured origin (KIOSK_ORIGINS)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'app://enotary-staging' } });
    expect(response.headers['access-control-allow-origin']).toBe('app://enotary-staging');
  });

  it('adds nothing to same-origin page loads of the portal', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/kiosk/auth', headers: { origin: KIOSK, accept: 'text/html' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
