import type { Locale } from '../i18n/locale.ts';

/**
 * Where an invoice is paid (spec §4 step 7 "payable at banks or electronic payment systems, in
 * advance or on site"; docs/decisions/0054-ways-to-pay.md): two electronic systems, a bank
 * transfer with the invoice number as its reference, or at the notary's office.
 */
export const PAYMENT_CHANNELS = ['payme', 'click', 'bank', 'office'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** The electronic payment systems: the citizen pays at their checkout, their servers tell ours. */
export const ONLINE_PAYMENT_SYSTEMS = ['payme', 'click'] as const satisfies readonly PaymentChannel[];
export type OnlinePaymentSystem = (typeof ONLINE_PAYMENT_SYSTEMS)[number];

export function isOnlinePaymentSystem(value: string): value is OnlinePaymentSystem {
  return (ONLINE_PAYMENT_SYSTEMS as readonly string[]).includes(value);
}

export function isPaymentChannel(value: string): value is PaymentChannel {
  return (PAYMENT_CHANNELS as readonly string[]).includes(value);
}

/** How a payment at the office was taken (spec §4 "on site"). */
export const OFFICE_PAYMENT_METHODS = ['cash', 'card'] as const;
export type OfficePaymentMethod = (typeof OFFICE_PAYMENT_METHODS)[number];

export const PAYMENT_CHANNEL_NAMES: Readonly<Record<PaymentChannel, Readonly<Record<Locale, string>>>> = {
  payme: { oz: 'Payme', uz: 'Payme', ru: 'Payme' },
  click: { oz: 'Click', uz: 'Click', ru: 'Click' },
  bank: { oz: 'Bank orqali o‘tkazma', uz: 'Банк орқали ўтказма', ru: 'Банковский перевод' },
  office: { oz: 'Notarial idorada', uz: 'Нотариал идорада', ru: 'В нотариальной конторе' },
};

export const OFFICE_PAYMENT_METHOD_NAMES: Readonly<Record<OfficePaymentMethod, Readonly<Record<Locale, string>>>> = {
  cash: { oz: 'naqd pul', uz: 'нақд пул', ru: 'наличными' },
  card: { oz: 'karta (to‘lov terminali)', uz: 'карта (тўлов терминали)', ru: 'картой (платёжный терминал)' },
};

/**
 * Who returns the money of a refund: an electronic system's own reversal (asked by the server,
 * confirmed by the system), or the notary's office by hand — cash back at the desk, or a bank
 * transfer — which the notary records with its document number.
 */
export function refundMadeBy(channel: PaymentChannel): 'provider' | 'office' {
  return channel === 'payme' || channel === 'click' ? 'provider' : 'office';
}

/** A receipt or payment-order number as the office's till or the bank prints it. */
export const RECEIPT_NUMBER_PATTERN = /^[0-9A-Za-z][0-9A-Za-z/-]{0,39}$/;
