import type { Locale } from '../../i18n/locale.ts';

/** What an invoice of an act is for (spec §3 Payment; `act_invoices.purpose`). */
export const INVOICE_PURPOSES = ['state_duty', 'service', 'other'] as const;
export type InvoicePurpose = (typeof INVOICE_PURPOSES)[number];

export const INVOICE_PURPOSE_NAMES: Readonly<Record<InvoicePurpose, Readonly<Record<Locale, string>>>> = {
  state_duty: { oz: 'Davlat boji', uz: 'Давлат божи', ru: 'Государственная пошлина' },
  service: { oz: 'Notariusning huquqiy va texnik xizmatlari', uz: 'Нотариуснинг ҳуқуқий ва техник хизматлари', ru: 'Правовые и технические услуги нотариуса' },
  other: { oz: 'Boshqa xizmatlar', uz: 'Бошқа хизматлар', ru: 'Прочие услуги' },
};

/**
 * The states of an invoice: issued at step 4, paid (through the payment provider), cancelled by
 * a re-issue, or refunded: paid, then the money went back (docs/decisions/0033-refund-policy.md).
 */
export const INVOICE_STATES = ['issued', 'paid', 'cancelled', 'refunded'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
