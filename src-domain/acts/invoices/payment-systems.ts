import type { Locale } from '../../i18n/locale.ts';

/**
 * Where an invoice is paid (spec §4 step 7 "payable at banks or electronic payment systems").
 * The ids go to the payment adapter (`payments.system`).
 */
export const PAYMENT_SYSTEMS = ['click', 'payme', 'uzcard', 'bank'] as const;
export type PaymentSystemId = (typeof PAYMENT_SYSTEMS)[number];

export const PAYMENT_SYSTEM_NAMES: Readonly<Record<PaymentSystemId, Readonly<Record<Locale, string>>>> = {
  click: { oz: 'Click', uz: 'Click', ru: 'Click' },
  payme: { oz: 'Payme', uz: 'Payme', ru: 'Payme' },
  uzcard: { oz: 'Uzcard', uz: 'Uzcard', ru: 'Uzcard' },
  bank: { oz: 'Bank kassasi', uz: 'Банк кассаси', ru: 'Касса банка' },
};
