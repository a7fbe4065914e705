import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { CheckoutOrder } from '../registries/payment-provider.ts';

/** What a Payme checkout link carries: `m` merchant, `ac.invoice` account, `a` amount in tiyin, `c` return address, `l` language. */
export interface CheckoutPayload {
  readonly merchantId: string;
  readonly invoiceNumber: string;
  readonly amountTiyin: number;
  readonly returnUrl: string;
  readonly language: 'ru' | 'uz' | 'en';
}

/** Payme's checkout speaks ru, uz and en: our Cyrillic and Latin Uzbek both go to uz. */
export function checkoutLanguage(locale: Locale): CheckoutPayload['language'] {
  return locale === 'ru' ? 'ru' : 'uz';
}

/**
 * The checkout link in Payme's format: `{checkout}/{base64("m=…;ac.invoice=…;a=…;c=…;l=…")}`.
 * The return address is percent-encoded, so a `;` in it cannot end the parameter.
 */
export function checkoutLink(checkoutBase: string, payload: CheckoutPayload): string {
  const text = [
    `m=${payload.merchantId}`,
    `ac.invoice=${payload.invoiceNumber}`,
    `a=${payload.amountTiyin}`,
    `c=${encodeURIComponent(payload.returnUrl)}`,
    `l=${payload.language}`,
  ].join(';');
  return `${checkoutBase.replace(/\/+$/, '')}/${Buffer.from(text, 'utf8').toString('base64url')}`;
}

/** The checkout link of one order at a Payme checkout (the real one or the stand-in). */
export function orderCheckoutLink(checkoutBase: string, merchantId: string, order: CheckoutOrder): string {
  return checkoutLink(checkoutBase, {
    merchantId,
    invoiceNumber: order.invoiceNumber,
    amountTiyin: order.amountTiyin,
    returnUrl: order.returnUrl,
    language: checkoutLanguage(order.locale),
  });
}

const LANGUAGES = new Set(['ru', 'uz', 'en']);

/** Reads a checkout link's last segment back; undefined when it is not one. */
export function parseCheckoutPayload(segment: string): CheckoutPayload | undefined {
  if (!/^[A-Za-z0-9_=+/-]{1,2000}$/.test(segment)) return undefined;
  const fields = new Map<string, string>();
  for (const part of Buffer.from(segment, 'base64url').toString('utf8').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at), part.slice(at + 1));
  }
  const merchantId = fields.get('m');
  const invoiceNumber = fields.get('ac.invoice');
  const amount = Number(fields.get('a'));
  const language = fields.get('l') ?? 'uz';
  let returnUrl: string;
  try {
    returnUrl = decodeURIComponent(fields.get('c') ?? '');
  } catch {
    return undefined;
  }
  if (!merchantId || !invoiceNumber || !Number.isSafeInteger(amount) || amount <= 0 || !LANGUAGES.has(language)) return undefined;
  return { merchantId, invoiceNumber, amountTiyin: amount, returnUrl, language: language as CheckoutPayload['language'] };
}
