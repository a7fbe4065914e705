import { useLingui } from '@lingui/react/macro';
import type { ActPayment } from '../../../src-domain/http/routes/acts-invoices.ts';
import { REFUND_CAUSE_NAMES } from '../../../src-domain/payments/refund-policy.ts';
import { showInstant, showTiyin } from './display.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/**
 * The act's payments at the payment provider and their refunds (docs/decisions/0033-refund-policy.md):
 * a payment waiting at the checkout, paid, or paid and returned, with why and when.
 */
export function PaymentsList({ payments }: { payments: readonly ActPayment[] }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  if (payments.length === 0) return null;
  const stateText = (payment: ActPayment): string => {
    switch (payment.state) {
      case 'pending':
        return t({ id: 'act.payments.pending', message: 'To‘lov sahifasida kutilmoqda' });
      case 'paid':
        return t({ id: 'act.payments.paid', message: 'To‘langan' });
      case 'refunded':
        return t({ id: 'act.payments.refunded', message: 'Pul qaytarilgan' });
    }
  };
  const refundText = (payment: ActPayment): string => {
    const { refund } = payment;
    if (!refund) return '—';
    const cause = REFUND_CAUSE_NAMES[refund.cause][locale];
    const requested = showInstant(refund.requestedAt) ?? '';
    const done = showInstant(refund.doneAt) ?? '';
    return refund.state === 'done'
      ? t({ id: 'act.payments.refundDone', message: `Qaytarilgan ${done}: ${cause}` })
      : t({ id: 'act.payments.refundRequested', message: `Qaytarish so‘ralgan ${requested}: ${cause}` });
  };
  return (
    <section className="act-section" aria-labelledby="act-payments-heading">
      <h3 id="act-payments-heading">{t({ id: 'act.payments.heading', message: 'To‘lovlar va qaytarishlar' })}</h3>
      <table className="act-table">
        <thead>
          <tr>
            <th scope="col">{t({ id: 'act.payments.number', message: 'To‘lov' })}</th>
            <th scope="col">{t({ id: 'act.payments.invoice', message: 'Hisob-faktura' })}</th>
            <th scope="col">{t({ id: 'act.invoices.amount', message: 'Summasi, so‘m' })}</th>
            <th scope="col">{t({ id: 'act.payments.paidAt', message: 'To‘langan vaqti' })}</th>
            <th scope="col">{t({ id: 'act.invoices.state', message: 'Holati' })}</th>
            <th scope="col">{t({ id: 'act.payments.refund', message: 'Qaytarish' })}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.id}>
              <td>{payment.id}</td>
              <td>{payment.invoiceNumber}</td>
              <td>{showTiyin(payment.amountTiyin, locale)}</td>
              <td>{showInstant(payment.paidAt) ?? '—'}</td>
              <td>{stateText(payment)}</td>
              <td>{refundText(payment)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
