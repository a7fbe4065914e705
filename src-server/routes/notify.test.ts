import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotifyListSchema } from '../../src-domain/auth/auth-contract.ts';
import { notifyItemPath } from '../../src-domain/auth/auth-routes.ts';
import { bearer, createLoginTestApp, identityOf, logIn, type LoginTestApp } from '../auth/login.test-support.ts';

describe('GET /api/notarial_act/get_notify (spec §2 screen 7, §4.6)', () => {
  let t: LoginTestApp;
  beforeAll(async () => {
    t = await createLoginTestApp();
  });
  afterAll(() => t.close());

  const notify = async (key: 'aziz' | 'malika' | 'sherzod', locale = 'ru') => {
    const token = await logIn(t, identityOf(key));
    const response = await t.app.inject({ method: 'GET', url: '/api/notarial_act/get_notify', headers: { ...bearer(token), 'accept-language': locale } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-auth-token']).toBeDefined();
    return v.parse(NotifyListSchema, response.json());
  };

  it('shows Aziz the car sale waiting for him to confirm the visit time (step 6), not his other acts', async () => {
    const items = await notify('aziz');
    expect(items).toHaveLength(1);
    const [sale] = items;
    expect(sale).toEqual({
      regtypeid: 2,
      na: 'Договор купли-продажи транспортного средства',
      visitdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      visittime: '11:00',
      regsystemid: 3,
      rid: expect.any(Number),
      uuid: expect.any(String),
    });
    if (!sale) return;
    expect(notifyItemPath(sale, true)).toBe(`/kiosk/enotarial_act/${sale.uuid}`);
  });

  it('shows Malika, the buyer, the invitation she has not answered (status null), in her locale', async () => {
    const items = await notify('malika', 'oz');
    expect(items.map((item) => item.na)).toEqual(['Transport vositasini sotish shartnomasi']);
  });

  it('shows Sherzod his act by video at registration (the seed’s demo call), with its visit time, and not his draft at step 1', async () => {
    const items = await notify('sherzod');
    expect(items).toEqual([
      { regtypeid: 2, na: 'Иной договор', visitdate: '2026-11-22', visittime: '11:00', regsystemid: 3, rid: expect.any(Number), uuid: expect.any(String) },
    ]);
  });
});
