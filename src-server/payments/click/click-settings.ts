import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { readSetting } from '../../repositories/settings.ts';

/** The Click stand-in's checkout address on this server (src-server/pay-sandbox/click-*). */
export const CLICK_SANDBOX_CHECKOUT_PATH = '/click-sandbox/services/pay';
/** Click's own payment page and merchant API (docs.click.uz). */
export const CLICK_DEFAULT_API_URL = 'https://api.click.uz/v2/merchant';

/** Our service at Click (CLICK_CHECKOUT_URL, CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_MERCHANT_USER_ID, CLICK_SECRET_KEY, CLICK_API_URL). */
export interface ClickOptions {
  /** Click's payment page (https://my.click.uz/services/pay); unset → the stand-in served by this server. */
  checkoutUrl?: string;
  serviceId?: string;
  merchantId?: string;
  /** The merchant API user, whose digest signs a reversal. */
  merchantUserId?: string;
  /** The service's secret key: signs every Prepare and Complete; unset → one kept in settings (stand-in only). */
  secretKey?: string;
  apiUrl?: string;
}

export interface ClickSettings {
  readonly serviceId: string;
  readonly merchantId: string;
  readonly merchantUserId: string;
  /** Absolute (Click) or a path on this server (the stand-in). */
  readonly checkoutUrl: string;
  readonly apiUrl: string;
  /** The stand-in is served: no real Click service is configured. */
  readonly sandbox: boolean;
  readonly secretKey: () => Promise<string>;
}

const KEY_SETTING = 'click_secret_key';
export const CLICK_SANDBOX_SERVICE_ID = '70001';
export const CLICK_SANDBOX_MERCHANT_ID = '70002';

/** The stand-in's secret key, made once and kept with the data so every process checks the same signatures. */
async function storedKey(db: Db): Promise<string> {
  const stored = await readSetting(db, KEY_SETTING);
  if (stored) return stored;
  await db
    .insertInto('settings')
    .values({ key: KEY_SETTING, value: randomBytes(18).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const created = await readSetting(db, KEY_SETTING);
  if (!created) throw new Error('click secret key could not be stored');
  return created;
}

export function clickSettings(db: Db, options: ClickOptions = {}): ClickSettings {
  let key: Promise<string> | undefined;
  const checkoutUrl = options.checkoutUrl?.trim() || CLICK_SANDBOX_CHECKOUT_PATH;
  return {
    serviceId: options.serviceId?.trim() || CLICK_SANDBOX_SERVICE_ID,
    merchantId: options.merchantId?.trim() || CLICK_SANDBOX_MERCHANT_ID,
    merchantUserId: options.merchantUserId?.trim() || '0',
    checkoutUrl,
    apiUrl: (options.apiUrl?.trim() || CLICK_DEFAULT_API_URL).replace(/\/+$/, ''),
    sandbox: checkoutUrl === CLICK_SANDBOX_CHECKOUT_PATH,
    secretKey: () => {
      const given = options.secretKey?.trim();
      if (given) return Promise.resolve(given);
      key ??= storedKey(db).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
  };
}
