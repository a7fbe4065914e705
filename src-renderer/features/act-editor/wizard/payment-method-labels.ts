import { useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '../../../../src-domain/acts/editor/subject-common-fields.ts';

/** The name of each payment method (spec §3 common subject fields "payment method"). */
export function usePaymentMethodLabels(): Readonly<Record<PaymentMethod, string>> {
  const { t } = useLingui();
  return {
    cash: t({ id: 'act.wizard.payment.cash', message: 'Naqd pul' }),
    bank_transfer: t({ id: 'act.wizard.payment.transfer', message: 'Bank o‘tkazmasi' }),
    bank_card: t({ id: 'act.wizard.payment.card', message: 'Bank kartasi' }),
    credit: t({ id: 'act.wizard.payment.credit', message: 'Kredit' }),
  };
}
