import type { ClickOptions } from './payments/click/click-settings.ts';
import type { MerchantOptions } from './payments/merchant-settings.ts';

/**
 * What the server is started with that decides whether a stand-in is served (StartOptions' own
 * fields; a new stand-in adds the settings it reads).
 */
export interface StandInSettings {
  payments?: (MerchantOptions & { click?: ClickOptions | undefined }) | undefined;
}

/**
 * A stand-in for an outside system, served by this server itself while the real system is not
 * configured (the reference server runs whole on one machine): fine in development and tests,
 * never in production, where anyone could use it (the payment stand-in marks an invoice paid).
 */
export interface StandIn {
  /** What it is, as an operator reads it in the refusal. */
  readonly name: string;
  /** The real system's settings this start lacks; none: the real one is used and the stand-in is not served. */
  readonly missing: (settings: StandInSettings) => readonly string[];
}

const unset = (value: string | undefined) => value === undefined || value.trim() === '';
const missingOf = (settings: readonly (readonly [string, string | undefined])[]) => settings.filter(([, value]) => unset(value)).map(([name]) => name);

/**
 * Every stand-in the server can serve: one list, so a start in production refuses them all
 * (docs/security.md "Production start"). A new stand-in is added here.
 */
export const STAND_INS: readonly StandIn[] = [
  {
    name: 'the payment provider stand-in (/pay-sandbox/, docs/decisions/0032-payments-refunds-free-of-charge.md)',
    missing: ({ payments }) =>
      missingOf([
        ['PAYME_CHECKOUT_URL', payments?.checkoutUrl],
        ['PAYME_MERCHANT_ID', payments?.merchantId],
        ['PAYME_KEY', payments?.key],
      ]),
  },
  {
    name: 'the Click stand-in (/click-sandbox/, docs/decisions/0054-ways-to-pay.md)',
    missing: ({ payments }) =>
      missingOf([
        ['CLICK_CHECKOUT_URL', payments?.click?.checkoutUrl],
        ['CLICK_SERVICE_ID', payments?.click?.serviceId],
        ['CLICK_MERCHANT_ID', payments?.click?.merchantId],
        ['CLICK_MERCHANT_USER_ID', payments?.click?.merchantUserId],
        ['CLICK_SECRET_KEY', payments?.click?.secretKey],
      ]),
  },
];

/** NODE_ENV=production: refuses to start while any stand-in would be served, naming the settings it needs. */
export function refuseStandInsInProduction(settings: StandInSettings, standIns: readonly StandIn[] = STAND_INS): void {
  const served = standIns.map((standIn) => ({ standIn, missing: standIn.missing(settings) })).filter(({ missing }) => missing.length > 0);
  if (served.length === 0) return;
  const named = served.map(({ standIn, missing }) => `${standIn.name}: set ${missing.join(', ')}`).join('; ');
  throw new Error(`refusing to start in production (NODE_ENV=production) with a stand-in of an outside system: ${named}`);
}
