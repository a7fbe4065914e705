import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refuseStandInsInProduction, STAND_INS, type StandIn } from './stand-ins.ts';
import { startServeProcess } from './test-support/serve-process.ts';
import { makeTempDir } from './test-support/temp-dir.ts';

const PROVIDER = { PAYME_CHECKOUT_URL: 'https://checkout.paycom.uz', PAYME_MERCHANT_ID: 'merchant-1', PAYME_KEY: 'merchant-key' };
const CLICK = {
  CLICK_CHECKOUT_URL: 'https://my.click.uz/services/pay',
  CLICK_SERVICE_ID: '101',
  CLICK_MERCHANT_ID: '202',
  CLICK_MERCHANT_USER_ID: '303',
  CLICK_SECRET_KEY: 'click-secret',
};
const PAYME_OPTIONS = { checkoutUrl: PROVIDER.PAYME_CHECKOUT_URL, merchantId: PROVIDER.PAYME_MERCHANT_ID, key: PROVIDER.PAYME_KEY };
const CLICK_OPTIONS = {
  checkoutUrl: CLICK.CLICK_CHECKOUT_URL,
  serviceId: CLICK.CLICK_SERVICE_ID,
  merchantId: CLICK.CLICK_MERCHANT_ID,
  merchantUserId: CLICK.CLICK_MERCHANT_USER_ID,
  secretKey: CLICK.CLICK_SECRET_KEY,
};

describe('stand-ins of outside systems are never served in production (docs/security.md "Production start")', () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  it('names every stand-in a start would serve, with the settings each needs', () => {
    const sms: StandIn = { name: 'an SMS gateway stand-in', missing: () => ['SMS_URL'] };
    const none: StandIn = { name: 'a configured one', missing: () => [] };
    expect(() => refuseStandInsInProduction({}, [sms, none])).toThrow(
      'refusing to start in production (NODE_ENV=production) with a stand-in of an outside system: an SMS gateway stand-in: set SMS_URL',
    );
    expect(() => refuseStandInsInProduction({}, [none])).not.toThrow();
    expect(STAND_INS.map((standIn) => standIn.missing({}))).toEqual([
      ['PAYME_CHECKOUT_URL', 'PAYME_MERCHANT_ID', 'PAYME_KEY'],
      ['CLICK_CHECKOUT_URL', 'CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID', 'CLICK_MERCHANT_USER_ID', 'CLICK_SECRET_KEY'],
    ]);
    // Payme configured is not enough: Click's stand-in would still confirm payments for anyone.
    expect(() => refuseStandInsInProduction({ payments: PAYME_OPTIONS })).toThrow(/the Click stand-in .*: set CLICK_CHECKOUT_URL/);
    expect(() => refuseStandInsInProduction({ payments: { ...PAYME_OPTIONS, click: CLICK_OPTIONS } })).not.toThrow();
  });

  it(
    '`npm run serve` with NODE_ENV=production exits without the payment providers’ settings (Payme, then Click), naming them',
    { timeout: 120_000 },
    async () => {
      const env = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://e-notarius.uz', DB_FILE: join(dir.path, 'production.sqlite') };
      await expect(startServeProcess(env)).rejects.toThrow(/payment provider stand-in .*: set PAYME_CHECKOUT_URL, PAYME_MERCHANT_ID, PAYME_KEY/);
      await expect(startServeProcess({ ...env, PAYME_CHECKOUT_URL: PROVIDER.PAYME_CHECKOUT_URL })).rejects.toThrow(/: set PAYME_MERCHANT_ID, PAYME_KEY/);
      await expect(startServeProcess({ ...env, ...PROVIDER })).rejects.toThrow(/the Click stand-in .*: set CLICK_CHECKOUT_URL, CLICK_SERVICE_ID/);
    },
  );
});
