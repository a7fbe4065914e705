import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';

/** Text with NUL never reaches a route (PostgreSQL text cannot hold it): 400 on either database. */
describe('text with a NUL character', () => {
  let t: LoginTestApp;
  let token: string;
  beforeAll(async () => {
    t = await createLoginTestApp({ scale: 0.2, web: false });
    token = await logIn(t, identityOf('aziz'));
  });
  afterAll(() => t.close());

  it.each([
    ['a path parameter', 'GET', '/api/acts/abc%00/history', undefined],
    ['a query value', 'GET', '/api/notaries?q=a%00b', undefined],
    ['a query name', 'GET', '/api/notaries?a%00=1', undefined],
    ['a body value', 'POST', '/api/acts', { regtypeId: 'a\u0000' }],
    ['a body key, deep down', 'POST', '/api/acts', { a: [{ b: { 'c\u0000': 1 } }] }],
  ])('in %s is refused with 400 validation_failed', async (_where, method, url, payload) => {
    const response = await t.app.inject({ method: method as 'GET', url, payload, headers: { ...bearer(token), 'accept-language': 'ru' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', message: 'Данные введены неверно' });
  });

  it('is looked for without recursion: a body nested 50 000 deep is answered, not a stack overflow', async () => {
    const depth = 50_000;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/acts',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('still asks for a token first on a route that needs one', async () => {
    expect((await t.app.inject({ url: '/api/acts/abc%00/history' })).json()).toMatchObject({ code: 'access_denied' });
  });
});
