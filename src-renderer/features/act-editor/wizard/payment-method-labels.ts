import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '../../../../src-domain/acts/editor/subject-common-fields.ts';
import { PAYMENT_METHOD_LABELS } from '../subject-terms-labels.ts';

/** The name of each payment method (spec §3 common subject fields "payment method"). */
export function usePaymentMethodLabels(): Readonly<Record<PaymentMethod, string>> {
  const { i18n } = useLingui();
  return {
    cash: i18n._(PAYMENT_METHOD_LABELS.cash),
    bank_transfer: i18n._(PAYMENT_METHOD_LABELS.bank_transfer),
    bank_card: i18n._(PAYMENT_METHOD_LABELS.bank_card),
    credit: i18n._(PAYMENT_METHOD_LABELS.credit),
  };
}
