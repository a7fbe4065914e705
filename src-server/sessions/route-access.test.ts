import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';
import { buildApp } from '../app.ts';
import { createTestDb } from '../test-support/test-app.ts';
import { declaredApiRoutes } from './route-access.ts';
import { requireRole } from './require-role.ts';

/** A concrete URL for a route pattern: parameters get a harmless value. */
function concrete(url: string): string {
  return url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
}

describe('server-side authorization of every route (spec §6)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
    await t.app.ready();
  });
  afterAll(() => t.close());

  it('knows every API route and what it declares', () => {
    const routes = declaredApiRoutes(t.app).map((r) => `${r.method} ${r.url} ${typeof r.access === 'object' ? `role:${r.access.role}` : r.access}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/health public',
        'POST /api/check_before_auth public',
        'POST /api/auth public',
        'POST /api/liveness/attempt public',
        'GET /api/liveness/ws public',
        'GET /api/check_token user',
        'POST /api/logout user',
        'POST /api/offer_accept user',
        'GET /api/profile user',
        'GET /api/notarial_act/get_notify user',
      ]),
    );
  });

  it('rejects a missing token on every route that is not public, with 403 "Access Denied" (spec §4)', async () => {
    const guarded = declaredApiRoutes(t.app).filter((route) => route.access !== 'public');
    expect(guarded.length).toBeGreaterThanOrEqual(5);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      if (route.method !== 'HEAD') expect(response.json(), `${route.method} ${route.url}`).toEqual({ code: 'access_denied', message: 'Access Denied' });
    }
  });

  it('refuses to start with an API route that declares no access', async () => {
    const db = await createTestDb({ seed: false });
    const app = await buildApp({ db: db.db, webRoot: db.dir });
    app.get('/api/forgotten', async () => ({ secret: true }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/forgotten/);
    await app.close().catch(() => undefined);
    await db.remove();
  });
});

describe('roles (spec §6: the user can be tested for a role)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
    t.app.get('/api/test/admin', { config: { access: { role: 'admin' } } }, async () => ({ ok: true }));
    t.app.get('/api/test/notary', { config: { access: 'user' }, preHandler: requireRole('notary') }, async () => ({ ok: true }));
  });
  afterAll(() => t.close());

  it('lets the administrator in', async () => {
    const token = await logIn(t, identityOf('rustam'));
    expect((await t.app.inject({ url: '/api/test/admin', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('answers a signed-in user without the role with 403 forbidden, not "Access Denied" (the session stays)', async () => {
    const token = await logIn(t, identityOf('aziz'));
    for (const url of ['/api/test/admin', '/api/test/notary']) {
      const response = await t.app.inject({ url, headers: { ...bearer(token), 'accept-language': 'ru' } });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'forbidden', message: 'Недостаточно прав для этого действия' });
    }
    expect((await t.app.inject({ url: '/api/check_token', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('still asks for a token first', async () => {
    expect((await t.app.inject({ url: '/api/test/admin' })).json().message).toBe('Access Denied');
  });
});
