import type { ActAction } from '../acts/lifecycle/act-actions.ts';
import type { InvoicePurpose } from '../acts/invoices/invoice-purposes.ts';
import type { Locale } from '../i18n/locale.ts';

/**
 * Why money goes back to the citizen (docs/decisions/0033-refund-policy.md): the act ended by
 * the notary's decision, the citizen's own withdrawal or absence, or a payment that found its
 * invoice paid already (or no longer payable).
 */
export const REFUND_CAUSES = [
  'notary_cancelled',
  'notary_stopped',
  'notary_refused',
  'applicant_annulled',
  'no_show',
  'double_payment',
  'not_payable',
] as const;
export type RefundCause = (typeof REFUND_CAUSES)[number];

/** Why the money went back, in the words the payments tab and the printed invoice show. */
export const REFUND_CAUSE_NAMES: Readonly<Record<RefundCause, Readonly<Record<Locale, string>>>> = {
  notary_cancelled: { oz: 'notarius harakatni bekor qildi', uz: 'нотариус ҳаракатни бекор қилди', ru: 'нотариус отменил действие' },
  notary_stopped: { oz: 'notarius jarayonni to‘xtatdi', uz: 'нотариус жараённи тўхтатди', ru: 'нотариус приостановил действие' },
  notary_refused: { oz: 'notarius harakatni rad etdi', uz: 'нотариус ҳаракатни рад этди', ru: 'нотариус отказал в совершении действия' },
  applicant_annulled: {
    oz: 'arizachi harakatni bekor qildi (davlat boji qaytariladi)',
    uz: 'аризачи ҳаракатни бекор қилди (давлат божи қайтарилади)',
    ru: 'заявитель аннулировал действие (возвращается госпошлина)',
  },
  no_show: {
    oz: 'belgilangan vaqtda kelinmadi (davlat boji qaytariladi)',
    uz: 'белгиланган вақтда келинмади (давлат божи қайтарилади)',
    ru: 'неявка в назначенное время (возвращается госпошлина)',
  },
  double_payment: { oz: 'hisob-faktura ikkinchi marta to‘landi', uz: 'ҳисоб-фактура иккинчи марта тўланди', ru: 'счёт оплачен повторно' },
  not_payable: {
    oz: 'to‘lov vaqtida hisob-fakturani to‘lab bo‘lmas edi',
    uz: 'тўлов вақтида ҳисоб-фактурани тўлаб бўлмас эди',
    ru: 'на момент оплаты счёт уже нельзя было оплатить',
  },
};

/** The act's end that triggers a refund, by lifecycle action. */
const CAUSE_OF_ACTION: Partial<Record<ActAction, RefundCause>> = {
  cancel: 'notary_cancelled',
  stop: 'notary_stopped',
  refuse: 'notary_refused',
  annul: 'applicant_annulled',
  no_show: 'no_show',
};

/**
 * The refund cause of an action that ends an unregistered act, or null (every other action,
 * and the notary's annulment of a registered act, whose service was rendered).
 */
export function refundCauseOf(action: ActAction, fromStep: number): RefundCause | null {
  if (fromStep >= 9) return null;
  return CAUSE_OF_ACTION[action] ?? null;
}

/**
 * Which paid invoices go back. A failure that is not the citizen's (the notary cancels, stops or
 * refuses the act) returns everything paid. When the citizen withdraws (annuls) or does not come
 * (spec §4 no-show), the act is not performed, so its state duty goes back; the notary's service
 * fee and extra lines are kept for the work done and the time reserved. A double or late payment
 * goes back whole: there is no invoice left for it.
 */
export function refundedPurposes(cause: RefundCause): readonly InvoicePurpose[] {
  switch (cause) {
    case 'notary_cancelled':
    case 'notary_stopped':
    case 'notary_refused':
    case 'double_payment':
    case 'not_payable':
      return ['state_duty', 'service', 'other'];
    case 'applicant_annulled':
    case 'no_show':
      return ['state_duty'];
  }
}
