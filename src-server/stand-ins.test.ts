import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { refuseStandInsInProduction, STAND_INS, type StandIn } from './stand-ins.ts';
import { startServeProcess } from './test-support/serve-process.ts';
import { makeTempDir } from './test-support/temp-dir.ts';

const PROVIDER = { PAYME_CHECKOUT_URL: 'https://checkout.paycom.uz', PAYME_MERCHANT_ID: 'merchant-1', PAYME_KEY: 'merchant-key' };

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
    expect(STAND_INS.map((standIn) => standIn.missing({}))).toEqual([['PAYME_CHECKOUT_URL', 'PAYME_MERCHANT_ID', 'PAYME_KEY']]);
    expect(() =>
      refuseStandInsInProduction({ payments: { checkoutUrl: PROVIDER.PAYME_CHECKOUT_URL, merchantId: PROVIDER.PAYME_MERCHANT_ID, key: PROVIDER.PAYME_KEY } }),
    ).not.toThrow();
  });

  it('`npm run serve` with NODE_ENV=production exits without the payment provider’s settings, naming them', { timeout: 120_000 }, async () => {
    const env = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://e-notarius.uz', DB_FILE: join(dir.path, 'production.sqlite') };
    await expect(startServeProcess(env)).rejects.toThrow(/payment provider stand-in .*: set PAYME_CHECKOUT_URL, PAYME_MERCHANT_ID, PAYME_KEY/);
    await expect(startServeProcess({ ...env, PAYME_CHECKOUT_URL: PROVIDER.PAYME_CHECKOUT_URL })).rejects.toThrow(/: set PAYME_MERCHANT_ID, PAYME_KEY/);
  });
});
