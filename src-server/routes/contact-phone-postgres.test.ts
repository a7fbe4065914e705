import { describe, expect, it } from 'vitest';
import { PHONE_CODE_MAX_CHECKS } from '../../src-domain/auth/contact-phone.ts';
import { CONTACT_PHONE_CONFIRM_PATH, CONTACT_PHONE_PATH } from '../../src-domain/http/routes/contact-phone.ts';
import { bearer, identityOf, logIn } from '../auth/login.test-support.ts';
import { DEMO_CAST } from '../seed/demo-cast.ts';
import { skipWithoutPostgres, withPostgresApp } from '../test-support/postgres-schema.ts';

/** The contact phone on PostgreSQL (migration 0038, the counted tries, the audit row). Runs like postgres.test.ts. */
describe('contact phone on PostgreSQL', () => {
  it.skipIf(skipWithoutPostgres)(
    'confirms a new number by its code, counts wrong tries and keeps the seeded numbers as confirmed',
    { timeout: 60_000 },
    async () => {
      await withPostgresApp('contact_phone', 2, async (t) => {
        const token = await logIn(t, identityOf('malika'));
        const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: bearer(token) });
        const seeded = await t.db
          .selectFrom('users')
          .select(['phone', 'phone_confirmed_via'])
          .where('pin', '=', DEMO_CAST.malika.pin)
          .executeTakeFirstOrThrow();
        expect(seeded).toEqual({ phone: DEMO_CAST.malika.phone, phone_confirmed_via: 'registry' });

        expect((await post(CONTACT_PHONE_PATH, { phone: '935551234' })).json()).toMatchObject({ status: 'code_sent' });
        const sms = await t.db.selectFrom('sms_outbox').select('text').where('phone', '=', '935551234').executeTakeFirstOrThrow();
        const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
        expect((await post(CONTACT_PHONE_CONFIRM_PATH, { phone: '935551234', code: wrong })).json()).toMatchObject({ code: 'phone_code_wrong' });
        expect((await post(CONTACT_PHONE_CONFIRM_PATH, { phone: '935551234', code })).json()).toEqual({ status: 'confirmed', phone: '935551234' });

        const user = await t.db
          .selectFrom('users')
          .select(['id', 'phone', 'phone_confirmed_by', 'phone_confirmed_via'])
          .where('pin', '=', DEMO_CAST.malika.pin)
          .executeTakeFirstOrThrow();
        expect(user).toMatchObject({ phone: '935551234', phone_confirmed_by: user.id, phone_confirmed_via: 'sms' });
        const codes = await t.db.selectFrom('phone_codes').select(['checks', 'used_at']).where('user_id', '=', user.id).execute();
        expect(codes).toEqual([{ checks: 1, used_at: expect.any(String) }]);
        expect(codes[0]!.checks).toBeLessThan(PHONE_CODE_MAX_CHECKS);
        const audit = await t.db.selectFrom('user_audit').select(['action', 'detail', 'reason']).where('user_id', '=', user.id).execute();
        expect(audit).toEqual([{ action: 'phone_confirmed', detail: '*******34', reason: 'sms_code' }]);
      });
    },
  );
});
