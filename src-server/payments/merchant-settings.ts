import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { readSetting } from '../repositories/settings.ts';

/** The local provider stand-in's address on this server (src-server/pay-sandbox/). */
export const SANDBOX_CHECKOUT_PATH = '/pay-sandbox';

/** Our merchant account at the provider (PAYME_MERCHANT_ID, PAYME_KEY, PAYME_CHECKOUT_URL). */
export interface MerchantOptions {
  merchantId?: string;
  /** The merchant key Payme's server presents (Basic auth password); unset → one kept in settings. */
  key?: string;
  /** The provider's checkout address; unset → the stand-in served by this server. */
  checkoutUrl?: string;
}

export interface MerchantSettings {
  readonly merchantId: string;
  /** Absolute (a provider) or a path on this server (the stand-in). */
  readonly checkoutUrl: string;
  /** The stand-in is served: no real provider is configured. */
  readonly sandbox: boolean;
  readonly key: () => Promise<string>;
}

export const SANDBOX_MERCHANT_ID = 'enotary-sandbox';
const KEY_SETTING = 'payme_merchant_key';

/**
 * The merchant key of the stand-in, made once and kept with the data (like the act check secret),
 * so every server process on one database accepts the same provider calls.
 */
async function storedKey(db: Db): Promise<string> {
  const stored = await readSetting(db, KEY_SETTING);
  if (stored) return stored;
  await db
    .insertInto('settings')
    .values({ key: KEY_SETTING, value: randomBytes(24).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const created = await readSetting(db, KEY_SETTING);
  if (!created) throw new Error('merchant key could not be stored');
  return created;
}

export function merchantSettings(db: Db, options: MerchantOptions = {}): MerchantSettings {
  let key: Promise<string> | undefined;
  const checkoutUrl = options.checkoutUrl?.trim() || SANDBOX_CHECKOUT_PATH;
  return {
    merchantId: options.merchantId?.trim() || SANDBOX_MERCHANT_ID,
    checkoutUrl,
    sandbox: checkoutUrl === SANDBOX_CHECKOUT_PATH,
    key: () => {
      const given = options.key?.trim();
      if (given) return Promise.resolve(given);
      key ??= storedKey(db).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
  };
}
