import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actPartiesPath, actPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { declaredApiRoutes, type DeclaredRoute } from '../../sessions/route-access.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { seedInvoice } from '../../test-support/act-invoices.test-support.ts';

/**
 * Cross-user access ("every act route called with another citizen's token is refused",
 * spec §8 418 codes). The routes are read from the app itself, so a route added later under these
 * prefixes (registry lookups, invitations and invoices) is probed too: each answers an outsider 418 `pin_not_found_in_uuid` (403 for
 * a role route) and an unknown act 418 `uuid_not_found`, and nothing in the act changes.
 */
const PREFIXES = ['/api/acts', '/api/notary/acts', '/api/invitations'];
const INVITE_TOKEN = 'cross-user-test-invite-token-0001';

function isActRoute(route: DeclaredRoute): boolean {
  return PREFIXES.some((prefix) => route.url === prefix || route.url.startsWith(`${prefix}/`)) && route.method !== 'HEAD';
}

describe('cross-user access to acts (spec §6, §8)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let otabek: ActClient;
  let act: ActDetails;
  let routes: DeclaredRoute[];
  const values: Record<string, string> = {};

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, otabek] = [await t.as('aziz'), await t.as('otabek')];
    act = await createDraftAct(aziz);
    act = ok(await aziz.post(actPartiesPath(act.uuid), { ...partyOf('malika'), role: 'buyer' }));
    const vehicle = await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow();
    act = ok(await aziz.post(actSubjectsPath(act.uuid), { kind: 'vehicle', vehicleId: vehicle.id, priceTiyin: 100 }));
    const invoiceId = await seedInvoice(t.db, act.id, { amountTiyin: 100, payerName: 'Aziz' });
    const buyer = act.parties.find((party) => party.pin === DEMO_CAST.malika.pin);
    await t.db
      .updateTable('act_parties')
      .set({ invite_token: INVITE_TOKEN })
      .where('id', '=', buyer?.id ?? 0)
      .execute();
    Object.assign(values, {
      uuid: act.uuid,
      rid: String(act.id),
      partyId: String(buyer?.id),
      subjectId: String(act.subjects[0]?.id),
      id: String(invoiceId),
      invoiceId: String(invoiceId),
      token: INVITE_TOKEN,
    });
    await t.app.ready();
    routes = declaredApiRoutes(t.app).filter(isActRoute);
  });
  afterAll(() => t.close());

  const fill = (url: string, override: Record<string, string> = {}) => url.replace(/:(\w+)/g, (_whole, name: string) => override[name] ?? values[name] ?? '1');
  const snapshot = async () => ({
    act: await t.db.selectFrom('notarial_acts').select(['version', 'step', 'state', 'notary_id']).where('id', '=', act.id).executeTakeFirstOrThrow(),
    history: (await t.db.selectFrom('act_history').select('id').where('act_id', '=', act.id).execute()).length,
    parties: await t.db.selectFrom('act_parties').select(['id', 'status']).where('act_id', '=', act.id).orderBy('id').execute(),
  });

  it('finds every act route of the app, the core ones at least', () => {
    const names = routes.map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/acts',
        'POST /api/acts',
        'GET /api/acts/:uuid',
        'PATCH /api/acts/:uuid',
        'GET /api/acts/by-id/:rid',
        'POST /api/acts/:uuid/parties',
        'PATCH /api/acts/:uuid/parties/:partyId',
        'DELETE /api/acts/:uuid/parties/:partyId',
        'POST /api/acts/:uuid/subjects',
        'PATCH /api/acts/:uuid/subjects/:subjectId',
        'DELETE /api/acts/:uuid/subjects/:subjectId',
        'POST /api/acts/:uuid/actions',
        'GET /api/acts/:uuid/remarks',
        'POST /api/acts/:uuid/remarks',
        'GET /api/acts/:uuid/history',
        'POST /api/acts/:uuid/notary',
        'GET /api/notary/acts',
      ]),
    );
  });

  it('refuses another citizen on every route of one act: 418 pin_not_found_in_uuid naming user and act', async () => {
    const before = await snapshot();
    // A role route answers a citizen 403 before it looks at the act (tested below).
    const perAct = routes.filter((route) => route.url.includes(':') && typeof route.access !== 'object');
    expect(perAct.length).toBeGreaterThanOrEqual(14);
    for (const route of perAct) {
      const response = await otabek.request(route.method as 'GET', fill(route.url), route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
      const label = `${route.method} ${route.url}`;
      expect(response.statusCode, `${label}: ${response.body}`).toBe(418);
      expect(response.json(), label).toEqual({
        code: 'pin_not_found_in_uuid',
        message: `Доступ запрещён: ${DEMO_CAST.otabek.pin} не является участником нотариального действия ${act.uuid}`,
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('answers an unknown act with 418 uuid_not_found on every route that names one', async () => {
    const unknown = randomUUID();
    const named = routes.filter((candidate) => (candidate.url.includes(':uuid') || candidate.url.includes(':rid')) && typeof candidate.access !== 'object');
    for (const route of named) {
      const response = await aziz.request(
        route.method as 'GET',
        fill(route.url, { uuid: unknown, rid: '999999' }),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      );
      expect(response.statusCode, `${route.method} ${route.url}: ${response.body}`).toBe(418);
      expect(response.json().code).toBe('uuid_not_found');
    }
  });

  it('keeps role routes to their role: a citizen gets 403 on the notary queue', async () => {
    for (const route of routes.filter((candidate) => typeof candidate.access === 'object')) {
      const response = await otabek.request(route.method as 'GET', fill(route.url), route.method === 'GET' ? undefined : {});
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(response.json().code).toBe('forbidden');
    }
  });

  it("refuses a notary who is not the act's notary like any outsider, and keeps the act out of their queue", async () => {
    const other = await t.db
      .selectFrom('notaries')
      .select('id')
      .where('id', '!=', act.notary?.id ?? 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('users').set({ notary_id: other.id }).where('pin', '=', DEMO_CAST.gulnora.pin).execute();
    const gulnora = await t.as('gulnora');
    const response = await gulnora.get(actPath(act.uuid));
    if (act.notary?.id === 1 || other.id !== 1) expect(response.json().code).toBe('pin_not_found_in_uuid');
    const queue = ok<{ items: { uuid: string }[] }>(await gulnora.get('/api/notary/acts?pageSize=100'));
    expect(queue.items.map((item) => item.uuid)).not.toContain(act.uuid);
  });

  it('lets an administrator read any act but do nothing to it', async () => {
    const rustam = await t.as('rustam');
    const seen = ok<ActDetails>(await rustam.get(actPath(act.uuid)));
    expect(seen).toMatchObject({ viewer: { role: 'admin' }, allowedActions: [], editable: false });
    const response = await rustam.post(`${actPath(act.uuid)}/actions`, { action: 'send_to_notary', version: seen.version });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('act_not_allowed');
  });
});
