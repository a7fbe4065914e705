import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actBansPath, ActBansResponseSchema } from '../../../src-domain/http/routes/registry-lookups.ts';
import { insertAct, vehicleIdOf } from '../../acts/blocking/blocking.test-support.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActTestApp, createActTestApp } from '../../test-support/act-test-app.ts';

const c = DEMO_CAST;

describe('GET /api/acts/:uuid/bans (spec §2 screen 13 "ban list view", §3 Ban)', () => {
  let t: ActTestApp;
  let uuid = '';
  beforeAll(async () => {
    t = await createActTestApp({ scale: 0.3 });
    // Otabek's power of attorney over his Nexia, which has a fine and a ban (README demo data).
    const nexia = await vehicleIdOf(t.db, '01T517KA');
    ({ uuid } = await insertAct(t.db, {
      type: 101,
      applicant: c.otabek.pin,
      parties: [{ pin: c.malika.pin, role: 'attorney' }],
      subjects: [{ kind: 'vehicle', vehicleId: nexia, stateNumber: '01T517KA' }],
    }));
  });
  afterAll(() => t.close());

  it('lists the traffic-safety restrictions and the registered bans of the act’s vehicle', async () => {
    const response = await (await t.as('otabek')).get(actBansPath(uuid));
    expect(response.statusCode, response.body).toBe(200);
    const { subjects } = v.parse(ActBansResponseSchema, response.json());
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toMatchObject({ kind: 'vehicle', ref: '01T517KA' });
    expect(subjects[0]?.restrictions.map((r) => [r.kind, r.state, r.issuedBy])).toEqual([
      ['ban', 'active', 'Sergeli tumani MIB bo‘limi'],
      ['fine', 'active', 'YHXB inspektori'],
    ]);
    expect(subjects[0]?.bans).toContainEqual(
      expect.objectContaining({ state: 'active', documentNumber: 'MIB-2026-0451', organisation: 'Sergeli tumani MIB bo‘limi', object: '01T517KA' }),
    );
  });

  it('shows them to an invited party too', async () => {
    expect((await (await t.as('malika')).get(actBansPath(uuid))).statusCode).toBe(200);
  });

  it('answers an act without property with an empty list ("bans not found")', async () => {
    const { uuid: plain } = await insertAct(t.db, { type: 11651, applicant: c.aziz.pin, parties: [{ pin: c.dilnoza.pin, role: 'attorney' }] });
    expect((await (await t.as('aziz')).get(actBansPath(plain))).json()).toEqual({ subjects: [] });
  });

  it('refuses another citizen with 418 pin_not_found_in_uuid and an unknown act with 418 uuid_not_found (spec §8)', async () => {
    const aziz = await t.as('aziz');
    const foreign = await aziz.get(actBansPath(uuid));
    expect(foreign.statusCode).toBe(418);
    expect(foreign.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
    const unknown = randomUUID();
    const missing = await aziz.get(actBansPath(unknown));
    expect(missing.statusCode).toBe(418);
    expect(missing.json()).toEqual({ code: 'uuid_not_found', message: `Нотариальное действие ${unknown} не найдено` });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: actBansPath(uuid) })).statusCode).toBe(403);
  });
});
