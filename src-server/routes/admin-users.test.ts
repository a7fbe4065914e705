import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_USERS_PATH,
  adminUserPath,
  adminUserRolesPath,
  adminUserSessionsEndPath,
  adminUserStatePath,
  type AdminUserDetails,
  type AdminUsersResponse,
} from '../../src-domain/http/routes/admin-users.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { type ActTestApp, createActTestApp, ok } from '../test-support/act-test-app.ts';
import { identityOf, logIn } from '../auth/login.test-support.ts';

const REASON = 'Murojaat № 17, 23.11.2026';

/** Administration of accounts (spec §2 admin/users, §3 admin user labels, §6 administrator). */
describe('administration of accounts', () => {
  let t: ActTestApp;
  const idOf = async (pin: string) => (await t.db.selectFrom('users').select('id').where('pin', '=', pin).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createActTestApp();
  });
  afterAll(() => t.close());

  describe('access: the administrator role, decided on the server', () => {
    const routes = (id: number): [string, string, Record<string, unknown> | undefined][] => [
      ['GET', ADMIN_USERS_PATH, undefined],
      ['GET', adminUserPath(id), undefined],
      ['POST', adminUserRolesPath(id), { role: 'admin', granted: true, reason: REASON }],
      ['POST', adminUserStatePath(id), { state: 'blocked', reason: REASON }],
      ['POST', adminUserSessionsEndPath(id), { reason: REASON }],
    ];

    it.each(['aziz', 'gulnora', 'jamshid'] as const)('refuses %s (403 forbidden: the 403 page, not a logout)', async (key) => {
      const client = await t.as(key);
      const target = await idOf(DEMO_CAST.malika.pin);
      for (const [method, url, body] of routes(target)) {
        const response = await client.request(method as 'GET' | 'POST', url, body, 'oz');
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'forbidden' });
      }
      expect(await t.db.selectFrom('user_audit').selectAll().execute()).toEqual([]);
    });

    it('refuses a caller without a session with "Access Denied"', async () => {
      for (const [method, url, body] of routes(1)) {
        const response = await t.app.inject({ method: method as 'GET' | 'POST', url, ...(body ? { payload: body } : {}) });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({ code: 'access_denied', message: 'Access Denied' });
      }
    });
  });

  describe('the list: search, filters, sorting and paging on the server', () => {
    const list = async (query: string) => ok<AdminUsersResponse>(await (await t.as('rustam')).get(`${ADMIN_USERS_PATH}${query}`));

    it('finds people by name whatever the apostrophe, by pin and by phone', async () => {
      const byName = await list('?q=karimov%20aziz%20alisher%20o%27g%27li');
      expect(byName.items.map((item) => item.pin)).toEqual([DEMO_CAST.aziz.pin]);
      expect(byName.items[0]).toMatchObject({
        fullname: 'Karimov Aziz Alisher o‘g‘li',
        login: DEMO_CAST.aziz.pin,
        state: 'active',
        roles: ['citizen'],
        type: 1,
      });
      expect((await list(`?q=${DEMO_CAST.gulnora.pin.slice(0, 10)}`)).items.map((item) => item.pin)).toContain(DEMO_CAST.gulnora.pin);
      expect((await list('?q=909998877')).items.map((item) => item.pin)).toEqual([DEMO_CAST.rustam.pin]);
      expect((await list('?q=nobody-has-this-name')).total).toBe(0);
    });

    it('filters by role, state and type', async () => {
      const admins = await list('?role=admin');
      expect(admins.items.map((item) => item.pin)).toEqual([DEMO_CAST.rustam.pin]);
      const notaries = await list('?role=notary&pageSize=100');
      expect(notaries.total).toBeGreaterThan(1);
      expect(notaries.items.every((item) => item.roles.includes('notary'))).toBe(true);
      const all = await list('?pageSize=1');
      const individuals = await list('?type=1&pageSize=1');
      const representatives = await list('?type=2&pageSize=100');
      expect(individuals.total + representatives.total).toBe(all.total);
      expect(representatives.items.every((item) => item.type === 2)).toBe(true);
      expect((await list('?state=deleted')).total).toBe(0);
    });

    it('sorts and pages: every account once, in order, whatever the page size', async () => {
      const first = await list('?sort=login&order=desc&pageSize=7');
      const second = await list('?sort=login&order=desc&pageSize=7&page=2');
      const both = await list('?sort=login&order=desc&pageSize=14');
      expect([...first.items, ...second.items].map((item) => item.id)).toEqual(both.items.map((item) => item.id));
      const logins = both.items.map((item) => item.login);
      expect(logins).toEqual([...logins].sort().reverse());
      expect(first).toMatchObject({ page: 1, pageSize: 7, total: both.total });
      const byName = (await list('?sort=fullname&pageSize=50')).items.map((item) => item.fullname);
      expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    });

    it('refuses a bad filter with the field named', async () => {
      const response = await (await t.as('rustam')).get(`${ADMIN_USERS_PATH}?state=sleeping&pageSize=1000`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
    });
  });

  describe('one account', () => {
    it('shows every admin label of spec §3', async () => {
      const details = ok<AdminUserDetails>(await (await t.as('rustam')).get(adminUserPath(await idOf(DEMO_CAST.aziz.pin)), 'oz'));
      expect(details).toMatchObject({
        login: DEMO_CAST.aziz.pin,
        fullname: 'Karimov Aziz Alisher o‘g‘li',
        state: 'active',
        active: true,
        isdeleted: false,
        roles: ['citizen'],
        type: 1,
        pin: DEMO_CAST.aziz.pin,
        surname: 'Karimov',
        name: 'Aziz',
        lastname: 'Alisher o‘g‘li',
        birthdate: '1984-04-12',
        passport: 'AB 1234567',
        org_inn: null,
        orgname: null,
        instime: expect.any(String),
        comments: null,
        audit: [],
      });
      for (const label of [
        'phone',
        'email',
        'inn',
        'birthcountry',
        'issueorg',
        'issuedate',
        'exprdate',
        'citizenship',
        'nationality',
        'regaddress',
        'actaddress',
      ])
        expect(details).toHaveProperty(label);
      expect(details.openSessions).toBeGreaterThanOrEqual(1);
      expect((await (await t.as('rustam')).get(adminUserPath(999_999))).json()).toMatchObject({ code: 'admin_user_not_found' });
    });

    it('grants and takes a role with a reason, each change in the audit trail', async () => {
      const rustam = await t.as('rustam');
      const jamshid = await idOf(DEMO_CAST.jamshid.pin);
      expect((await rustam.post(adminUserRolesPath(jamshid), { role: 'operations', granted: true, reason: '  ' })).json()).toMatchObject({
        code: 'validation_failed',
      });
      expect((await rustam.post(adminUserRolesPath(jamshid), { role: 'notary', granted: true, reason: REASON })).statusCode).toBe(400);
      let details = ok<AdminUserDetails>(await rustam.post(adminUserRolesPath(jamshid), { role: 'operations', granted: true, reason: REASON }));
      expect(details.roles).toEqual(['operations', 'technician']);
      expect((await rustam.post(adminUserRolesPath(jamshid), { role: 'operations', granted: true, reason: REASON })).json()).toMatchObject({
        code: 'admin_unchanged',
      });
      details = ok<AdminUserDetails>(await rustam.post(adminUserRolesPath(jamshid), { role: 'operations', granted: false, reason: 'Xato berilgan' }));
      expect(details.roles).toEqual(['technician']);
      expect(details.audit.map((line) => [line.action, line.detail, line.reason, line.actorName])).toEqual([
        ['role_revoked', 'operations', 'Xato berilgan', 'Alimov Rustam Botir o‘g‘li'],
        ['role_granted', 'operations', REASON, 'Alimov Rustam Botir o‘g‘li'],
      ]);
    });

    it('blocks an account: its sessions end at once (the client sees "Access Denied"), and unblocks it', async () => {
      const rustam = await t.as('rustam');
      const malikaToken = await logIn(t, identityOf('malika'));
      const malika = await idOf(DEMO_CAST.malika.pin);
      const asMalika = () => t.app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${malikaToken}` } });
      expect((await asMalika()).statusCode).toBe(200);
      const blocked = ok<AdminUserDetails>(await rustam.post(adminUserStatePath(malika), { state: 'blocked', reason: REASON }));
      expect(blocked).toMatchObject({ state: 'blocked', active: false, openSessions: 0 });
      expect(blocked.audit[0]).toMatchObject({ action: 'state_changed', detail: 'active→blocked', reason: REASON });
      const refused = await asMalika();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: 'Access Denied' });
      const session = await t.db.selectFrom('sessions').select('revoke_reason').where('user_id', '=', malika).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(session.revoke_reason).toBe('admin_blocked');
      const restored = ok<AdminUserDetails>(await rustam.post(adminUserStatePath(malika), { state: 'active', reason: 'Tekshiruv yakunlandi' }));
      expect(restored.state).toBe('active');
      // An ended session stays ended: the person logs in again.
      expect((await asMalika()).statusCode).toBe(403);
    });

    it('ends all sessions of an account without blocking it', async () => {
      const rustam = await t.as('rustam');
      const tokens = [await logIn(t, identityOf('otabek')), await logIn(t, identityOf('otabek'))];
      const otabek = await idOf(DEMO_CAST.otabek.pin);
      expect(ok<AdminUserDetails>(await rustam.get(adminUserPath(otabek))).openSessions).toBe(2);
      const details = ok<AdminUserDetails>(await rustam.post(adminUserSessionsEndPath(otabek), { reason: 'Telefon yo‘qolgan' }));
      expect(details).toMatchObject({ state: 'active', openSessions: 0 });
      expect(details.audit[0]).toMatchObject({ action: 'sessions_ended', detail: '2', reason: 'Telefon yo‘qolgan' });
      for (const token of tokens) expect((await t.app.inject({ url: '/api/profile', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
    });
  });

  describe('the last administrator', () => {
    it('can lose neither the role nor the active state; with a second administrator either may go', async () => {
      const rustam = await t.as('rustam');
      const self = await idOf(DEMO_CAST.rustam.pin);
      for (const [url, body] of [
        [adminUserRolesPath(self), { role: 'admin', granted: false, reason: REASON }],
        [adminUserStatePath(self), { state: 'blocked', reason: REASON }],
        [adminUserStatePath(self), { state: 'deleted', reason: REASON }],
      ] as const) {
        const refused = await rustam.post(url, body, 'oz');
        expect(refused.statusCode).toBe(409);
        expect(refused.json()).toMatchObject({
          code: 'admin_last_admin',
          message: 'Oxirgi administratorni olib tashlab bo‘lmaydi: avval boshqa administrator tayinlang',
        });
      }
      const jamshid = await idOf(DEMO_CAST.jamshid.pin);
      ok(await rustam.post(adminUserRolesPath(jamshid), { role: 'admin', granted: true, reason: REASON }));
      const jamshidClient = await t.as('jamshid');
      const demoted = ok<AdminUserDetails>(await jamshidClient.post(adminUserRolesPath(self), { role: 'admin', granted: false, reason: 'Vazifa almashdi' }));
      expect(demoted.roles).toEqual([]);
      // Rustam is no administrator now; Jamshid is the last one.
      expect((await rustam.get(ADMIN_USERS_PATH)).statusCode).toBe(403);
      expect((await jamshidClient.post(adminUserStatePath(jamshid), { state: 'blocked', reason: REASON })).json()).toMatchObject({ code: 'admin_last_admin' });
      ok(await jamshidClient.post(adminUserRolesPath(self), { role: 'admin', granted: true, reason: 'Qaytarildi' }));
    });
  });
});
