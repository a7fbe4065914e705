import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActPayment } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { OFFICE_PAYMENT_METHOD_NAMES, PAYMENT_CHANNEL_NAMES } from '../../../src-domain/payments/payment-channels.ts';
import { REFUND_CAUSE_NAMES } from '../../../src-domain/payments/refund-policy.ts';
import { useRecordRefundMade } from './api/invoices.ts';
import { showInstant, showTiyin } from './display.ts';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface PaymentsListProps {
  act: Pick<ActDetails, 'uuid' | 'viewer'>;
  payments: readonly ActPayment[];
  /** A refund was recorded: the act (and so its invoices) is read again. */
  onChanged: () => void;
}

/**
 * The act's payments and their refunds (docs/decisions/0033-refund-policy.md): where each was
 * paid — Payme, Click, a bank transfer, the office in cash or by card, with its receipt and who
 * recorded it — and whether it was returned, why and when. A refund the office makes by hand
 * (a bank or office payment) is recorded here by the act's notary.
 */
export function PaymentsList({ act, payments, onChanged }: PaymentsListProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const [making, setMaking] = useState<ActPayment | null>(null);
  const record = useRecordRefundMade(() => {
    setMaking(null);
    onChanged();
  });
  if (payments.length === 0) return null;
  const notary = act.viewer.role === 'notary';
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
  const wayText = (payment: ActPayment): string => {
    const channel = PAYMENT_CHANNEL_NAMES[payment.channel][locale];
    return payment.method === 'cash' || payment.method === 'card' ? `${channel}, ${OFFICE_PAYMENT_METHOD_NAMES[payment.method][locale]}` : channel;
  };
  const recordedText = (payment: ActPayment): string => {
    if (payment.recordedBy === null) return payment.receiptNumber ?? '—';
    const receipt = payment.receiptNumber ?? '';
    const by = payment.recordedBy;
    const at = showInstant(payment.recordedAt) ?? '';
    return t({ id: 'act.payments.recorded', message: `${receipt} (qayd etdi: ${by}, ${at})` });
  };
  const refundText = (payment: ActPayment): string => {
    const { refund } = payment;
    if (!refund) return '—';
    const cause = REFUND_CAUSE_NAMES[refund.cause][locale];
    const requested = showInstant(refund.requestedAt) ?? '';
    const done = showInstant(refund.doneAt) ?? '';
    const reference = refund.reference ?? '';
    if (refund.state === 'done')
      return refund.reference === null
        ? t({ id: 'act.payments.refundDone', message: `Qaytarilgan ${done}: ${cause}` })
        : t({ id: 'act.payments.refundDoneBy', message: `Qaytarilgan ${done} (${reference}): ${cause}` });
    return refund.madeBy === 'office'
      ? t({ id: 'act.payments.refundOwed', message: `Idora qaytarishi kerak (${requested} dan): ${cause}` })
      : t({ id: 'act.payments.refundRequested', message: `Qaytarish so‘ralgan ${requested}: ${cause}` });
  };
  const makingNumber = making?.invoiceNumber ?? '';
  const makingAmount = making ? (showTiyin(making.amountTiyin, locale) ?? '') : '';
  return (
    <section className="act-section" aria-labelledby="act-payments-heading">
      <h3 id="act-payments-heading">{t({ id: 'act.payments.heading', message: 'To‘lovlar va qaytarishlar' })}</h3>
      <table className="act-table">
        <thead>
          <tr>
            <th scope="col">{t({ id: 'act.payments.number', message: 'To‘lov' })}</th>
            <th scope="col">{t({ id: 'act.payments.invoice', message: 'Hisob-faktura' })}</th>
            <th scope="col">{t({ id: 'act.payments.way', message: 'Qayerda' })}</th>
            <th scope="col">{t({ id: 'act.invoices.amount', message: 'Summasi, so‘m' })}</th>
            <th scope="col">{t({ id: 'act.payments.paidAt', message: 'To‘langan vaqti' })}</th>
            <th scope="col">{t({ id: 'act.payments.receipt', message: 'Chek yoki hujjat' })}</th>
            <th scope="col">{t({ id: 'act.invoices.state', message: 'Holati' })}</th>
            <th scope="col">{t({ id: 'act.payments.refund', message: 'Qaytarish' })}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => {
            const invoiceNumber = payment.invoiceNumber;
            return (
              <tr key={payment.id}>
                <td>{payment.id}</td>
                <td>{payment.invoiceNumber}</td>
                <td>{wayText(payment)}</td>
                <td>{showTiyin(payment.amountTiyin, locale)}</td>
                <td>{showInstant(payment.paidAt) ?? '—'}</td>
                <td>{recordedText(payment)}</td>
                <td>{stateText(payment)}</td>
                <td>
                  {refundText(payment)}
                  {notary && payment.refund?.madeBy === 'office' && payment.refund.state === 'requested' ? (
                    <div className="act-buttons">
                      <button type="button" className="button button--secondary" onClick={() => setMaking(payment)}>
                        {t({ id: 'act.payments.recordRefund', message: `${invoiceNumber} bo‘yicha qaytarilganini qayd etish` })}
                      </button>
                    </div>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {making?.refund ? (
        <ReceiptDialog
          title={t({ id: 'act.payments.recordRefundTitle', message: 'Pul qaytarilganini qayd etish' })}
          summary={t({ id: 'act.payments.recordRefundSummary', message: `${makingNumber}: ${makingAmount} so‘m to‘lovchiga qaytarildi.` })}
          askMethod={false}
          referenceLabel={t({ id: 'act.payments.refundReference', message: 'Chiqim kassa orderi yoki to‘lov topshiriqnomasi raqami' })}
          submitLabel={t({ id: 'act.payments.recordRefundSubmit', message: 'Qayd etish' })}
          pending={record.isPending}
          error={record.error}
          onSubmit={({ reference }) => record.mutate({ uuid: act.uuid, refundId: making.refund?.id ?? 0, reference })}
          onClose={() => {
            record.reset();
            setMaking(null);
          }}
        />
      ) : null}
    </section>
  );
}
