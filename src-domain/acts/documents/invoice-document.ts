import { ACT_TYPE_NAMES } from '../act-types.ts';
import { INVOICE_PURPOSE_NAMES } from '../invoices/invoice-purposes.ts';
import { OFFICE_PAYMENT_METHOD_NAMES, PAYMENT_CHANNEL_NAMES, PAYMENT_CHANNELS } from '../../payments/payment-channels.ts';
import type { ActPayment, BankAccount } from '../../http/routes/acts-invoices.ts';
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

/** Where a payment was made: the system, the bank, or the office with cash or card. */
function wayText(payment: ActPayment, locale: Locale): string {
  const channel = PAYMENT_CHANNEL_NAMES[payment.channel][locale];
  return payment.method === 'cash' || payment.method === 'card' ? `${channel}, ${OFFICE_PAYMENT_METHOD_NAMES[payment.method][locale]}` : channel;
}

/** Every payment of the invoice, where it was made, and its refund (docs/decisions/0033-refund-policy.md). */
function paymentsSection(payments: readonly ActPayment[], locale: Locale): PrintSection[] {
  const made = payments.filter((payment) => payment.state !== 'pending');
  if (made.length === 0) return [];
  return [
    {
      heading: label('payments', locale),
      table: {
        columns: [
          label('paymentNumber', locale),
          label('paymentWay', locale),
          label('paidAt', locale),
          label('amount', locale),
          label('receiptNumber', locale),
          label('refund', locale),
        ],
        rows: made.map((payment) => [
          String(payment.id),
          wayText(payment, locale),
          payment.paidAt ? printInstantDate(payment.paidAt) : '',
          printMoney(payment.amountTiyin, locale),
          payment.receiptNumber ?? '',
          refundText(payment, locale),
        ]),
      },
    },
  ];
}

/** "20208000000000000001" → "20208 00000 00000 00001": a 20-digit account read off paper in groups. */
function groupedAccount(account: string): string {
  return account.replace(/(\d{5})(?=\d)/g, '$1 ');
}

/** The office's account for a transfer at a bank, and what to write in the transfer's purpose (spec §4 step 7 "payable at banks"). */
function bankSection(bank: BankAccount | null, invoice: ActInvoice, locale: Locale): PrintSection[] {
  if (bank === null) return [];
  return [
    {
      heading: label('payAtBank', locale),
      rows: [
        { label: label('recipient', locale), value: bank.recipient[locale] },
        { label: label('recipientTaxId', locale), value: bank.taxId },
        { label: label('bank', locale), value: bank.bank },
        { label: label('bankMfo', locale), value: bank.mfo },
        { label: label('bankAccount', locale), value: groupedAccount(bank.account) },
        { label: label('reference', locale), value: invoice.number },
      ],
      paragraphs: [label('bankPurpose', locale, { number: invoice.number })],
    },
  ];
}

function discountRows(invoice: ActInvoice, locale: Locale): PrintRow[] {
  if (invoice.discountPercent === null) return [];
  const value = label('discountValue', locale, { payable: 100 - invoice.discountPercent, discount: invoice.discountPercent });
  return [{ label: label('discount', locale), value }];
}

/**
 * An invoice as a document (spec §3 Payment "invoice (printable)", §4 step 7 "payable at banks or
 * electronic payment systems, in advance or on site"): number, payer, purpose, amount in figures
 * and in words, and every way to pay it — Payme or Click from the portal, a bank transfer to the
 * office's account with the invoice number as the payment reference, or at the office in cash or
 * by card — then its payments and refunds, in the act's language.
 */
export function invoiceDocument(
  act: InvoiceAct,
  invoice: ActInvoice,
  payments: readonly ActPayment[],
  printedAt: Date,
  bank: BankAccount | null = null,
): PrintDocument {
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
          { label: label('reference', locale), value: invoice.number },
          { label: label('waysToPay', locale), value: PAYMENT_CHANNELS.map((channel) => PAYMENT_CHANNEL_NAMES[channel][locale]).join(', ') },
        ],
        paragraphs: [label('payInAdvance', locale), label('payOnline', locale)],
      },
      ...bankSection(bank, invoice, locale),
      {
        heading: label('payAtOffice', locale),
        rows: [
          ...(act.office
            ? [
                { label: label('recipient', locale), value: act.office.name[locale] },
                { label: label('address', locale), value: act.office.address[locale] },
              ]
            : []),
          ...(act.notary ? [{ label: label('notary', locale), value: `${act.notary.name[locale]}, ${act.notary.phone}` }] : []),
        ],
        paragraphs: [label('officeTerms', locale)],
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
