import { ACT_TYPE_NAMES } from '../act-types.ts';
import { INVOICE_PURPOSE_NAMES } from '../invoices/invoice-purposes.ts';
import { PAYMENT_SYSTEM_NAMES, PAYMENT_SYSTEMS } from '../invoices/payment-systems.ts';
import type { ActPayment } from '../../http/routes/acts-invoices.ts';
import type { ActDetails, ActInvoice } from '../../http/routes/acts.ts';
import { REFUND_CAUSE_NAMES } from '../../payments/refund-policy.ts';
import type { Locale } from '../../i18n/locale.ts';
import { label } from './document-labels.ts';
import { printInstant, printInstantDate, printMoney, printMoneyWords } from './document-format.ts';
import { fileNamePart, type PrintDocument, type PrintRow, type PrintSection } from './print-document.ts';

export type InvoiceAct = Pick<ActDetails, 'id' | 'actTypeId' | 'language' | 'regnum' | 'notary' | 'office'>;

function stateText(invoice: ActInvoice, locale: Locale): string {
  switch (invoice.state) {
    case 'issued':
      return label('invoiceIssued', locale);
    case 'paid':
      return label('invoicePaid', locale, { date: invoice.paidAt ? printInstantDate(invoice.paidAt) : '' }).trim();
    case 'cancelled':
      return label('invoiceCancelled', locale);
    case 'refunded':
      return label('invoiceRefunded', locale);
  }
}

function refundText(payment: ActPayment, locale: Locale): string {
  const { refund } = payment;
  if (refund === null) return label('noRefund', locale);
  const cause = REFUND_CAUSE_NAMES[refund.cause][locale];
  return refund.state === 'done' && refund.doneAt
    ? label('refundDone', locale, { date: printInstantDate(refund.doneAt), cause })
    : label('refundRequested', locale, { date: printInstantDate(refund.requestedAt), cause });
}

/** Every payment of the invoice at the provider and its refund (docs/decisions/0033-refund-policy.md). */
function paymentsSection(payments: readonly ActPayment[], locale: Locale): PrintSection[] {
  const made = payments.filter((payment) => payment.state !== 'pending');
  if (made.length === 0) return [];
  return [
    {
      heading: label('payments', locale),
      table: {
        columns: [label('paymentNumber', locale), label('paidAt', locale), label('amount', locale), label('refund', locale)],
        rows: made.map((payment) => [
          String(payment.id),
          payment.paidAt ? printInstantDate(payment.paidAt) : '',
          printMoney(payment.amountTiyin, locale),
          refundText(payment, locale),
        ]),
      },
    },
  ];
}

function discountRows(invoice: ActInvoice, locale: Locale): PrintRow[] {
  if (invoice.discountPercent === null) return [];
  const value = label('discountValue', locale, { payable: 100 - invoice.discountPercent, discount: invoice.discountPercent });
  return [{ label: label('discount', locale), value }];
}

/**
 * An invoice as a document (spec §3 Payment "invoice (printable)", §4 step 7): number, payer,
 * purpose, amount in figures and in words, and how to pay it (the office as recipient, the
 * invoice number as the payment reference, the payment systems), in the act's language.
 */
export function invoiceDocument(act: InvoiceAct, invoice: ActInvoice, payments: readonly ActPayment[], printedAt: Date): PrintDocument {
  const locale = act.language;
  const actName = `${ACT_TYPE_NAMES[act.actTypeId][locale]}, ${act.regnum ?? `${label('actNumber', locale)} ${act.id}`}`;
  return {
    lang: locale,
    title: label('invoiceTitle', locale, { number: invoice.number }),
    subtitle: INVOICE_PURPOSE_NAMES[invoice.purpose][locale],
    notice: null,
    sections: [
      {
        heading: label('invoice', locale),
        rows: [
          { label: label('issuedAt', locale), value: printInstantDate(invoice.createdAt) },
          { label: label('payer', locale), value: invoice.payerName },
          { label: label('purpose', locale), value: INVOICE_PURPOSE_NAMES[invoice.purpose][locale] },
          { label: label('act', locale), value: actName },
          ...discountRows(invoice, locale),
          { label: label('amount', locale), value: printMoney(invoice.amountTiyin, locale) },
          { label: label('amountInWords', locale), value: printMoneyWords(invoice.amountTiyin, locale) },
          { label: label('state', locale), value: stateText(invoice, locale) },
        ],
      },
      {
        heading: label('paymentDetails', locale),
        rows: [
          ...(act.office
            ? [
                { label: label('recipient', locale), value: act.office.name[locale] },
                { label: label('address', locale), value: act.office.address[locale] },
              ]
            : []),
          ...(act.notary ? [{ label: label('notary', locale), value: `${act.notary.name[locale]}, ${act.notary.phone}` }] : []),
          { label: label('reference', locale), value: invoice.number },
          { label: label('waysToPay', locale), value: PAYMENT_SYSTEMS.map((system) => PAYMENT_SYSTEM_NAMES[system][locale]).join(', ') },
        ],
        paragraphs: [label('payInAdvance', locale)],
      },
      ...paymentsSection(
        payments.filter((payment) => payment.invoiceId === invoice.id),
        locale,
      ),
    ],
    qr: null,
    footer: [`${label('printedAt', locale)}: ${printInstant(printedAt)}`, label('portal', locale)],
    fileName: `invoice-${fileNamePart(invoice.number)}`,
  };
}
