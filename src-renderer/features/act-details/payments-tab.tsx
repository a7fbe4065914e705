import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_RETURN_PARAM } from '../../../src-domain/http/routes/acts-invoices.ts';
import { INVOICE_PURPOSE_NAMES } from '../../../src-domain/acts/invoices/invoice-purposes.ts';
import { actInvoicePrintPath } from '../../../src-domain/http/routes/acts-documents.ts';
import type { ActDetails, ActInvoice } from '../../../src-domain/http/routes/acts.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { saveDocument } from './api/documents.ts';
import { useInvoices, useIssueInvoices, useRecordOfficePayment } from './api/invoices.ts';
import { BankTransferDetails, OfficePaymentNote } from './bank-transfer-details.tsx';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { showInstant, showTiyin } from './display.ts';
import { ExtraInvoiceLines, extraLinesTiyin, type ExtraLine } from './extra-invoice-lines.tsx';
import { InvoicePayment } from './invoice-payment.tsx';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { PaymentsList } from './payments-list.tsx';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

/** Spec §4 steps 5–7: invoices are payable once issued, until the payment is marked made. */
const PAYABLE_STEPS: ReadonlySet<number> = new Set([5, 6, 7]);

function payable(act: ActDetails, invoice: ActInvoice): boolean {
  return invoice.state === 'issued' && PAYABLE_STEPS.has(act.step) && act.state === 'draft';
}

function canPay(act: ActDetails, invoice: ActInvoice): boolean {
  if (!payable(act, invoice)) return false;
  return act.viewer.role === 'applicant' || (act.viewer.partyId !== null && act.viewer.partyId === invoice.payerPartyId);
}

/** The act's notary records what was paid at the office's desk (the server checks it is theirs). */
function canRecordAtOffice(act: ActDetails, invoice: ActInvoice): boolean {
  return act.viewer.role === 'notary' && payable(act, invoice);
}

export interface PaymentsTabProps {
  act: ActDetails;
  kiosk: boolean;
  onAct: (act: ActDetails) => void;
  /** Reloads the act (a payment arrives through the provider's calls, not through this page). */
  onRefresh: () => void;
}

/**
 * Payments (spec §3 Payment, §4 steps 4 and 7 "payable at banks or electronic payment systems, in
 * advance or on site"): the notary checks what the fee rule bills and issues the invoices; the
 * applicant (or the party billed) sees, prints and pays them at Payme's or Click's checkout,
 * which comes back here, by a bank transfer to the office's account with the invoice number as
 * reference, or at the office, where the notary records the receipt; refunds show beside the
 * payments; marking the payment made is the `mark_paid` action of the action bar.
 */
export function PaymentsTab({ act, kiosk, onAct, onRefresh }: PaymentsTabProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const query = useInvoices(act);
  const [params] = useSearchParams();
  const returnedFrom = Number(params.get(PAYMENT_RETURN_PARAM));
  const issue = useIssueInvoices(onAct);
  const [lines, setLines] = useState<ExtraLine[]>([]);
  const [invalid, setInvalid] = useState(false);
  const [printing, setPrinting] = useState<number | null>(null);
  const [printError, setPrintError] = useState<unknown>(null);
  const [atOffice, setAtOffice] = useState<ActInvoice | null>(null);
  const recordOffice = useRecordOfficePayment(() => {
    setAtOffice(null);
    onRefresh();
  });
  const data = query.data;
  const mayIssue = act.allowedActions.includes('issue_invoices');

  const submitIssue = () => {
    const extraLines = extraLinesTiyin(lines);
    setInvalid(extraLines === null);
    if (extraLines !== null) issue.mutate({ act, body: { extraLines } }, { onSuccess: () => setLines([]) });
  };
  const print = (invoice: ActInvoice) => {
    setPrinting(invoice.id);
    setPrintError(null);
    saveDocument(actInvoicePrintPath(act.uuid, invoice.id), act.uuid, `${invoice.number}.html`).then(
      () => setPrinting(null),
      (failure: unknown) => {
        setPrintError(failure);
        setPrinting(null);
      },
    );
  };

  const returned = data?.invoices.find((invoice) => invoice.id === returnedFrom);
  const free = act.freeOfCharge;
  const freeReason = act.freeReason ?? '';
  return (
    <div className="act-tab">
      <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
      {free ? (
        <p className="notice">
          {t({ id: 'act.invoices.free', message: `Bu notarial harakat bepul (${freeReason}): davlat boji ham, notarius xizmati haqi ham olinmaydi.` })}
        </p>
      ) : null}
      {returned ? <ReturnNotice number={returned.number} paid={returned.state === 'paid'} /> : null}
      {mayIssue && data?.proposal ? (
        <section className="act-section" aria-label={t({ id: 'act.invoices.proposal', message: 'Taqdim etiladigan hisob-fakturalar' })}>
          <h3>{t({ id: 'act.invoices.proposal', message: 'Taqdim etiladigan hisob-fakturalar' })}</h3>
          {data.proposal.length === 0 ? (
            <p>{t({ id: 'act.invoices.proposalEmpty', message: 'To‘lanadigan hisob-faktura yo‘q. Kerak bo‘lsa, quyida qo‘shimcha xizmat qo‘shing.' })}</p>
          ) : null}
          <ul>
            {data.proposal.map((line, index) => {
              const amount = showTiyin(line.amountTiyin, locale);
              const discount = line.discountPercent;
              return (
                <li key={index}>
                  {`${INVOICE_PURPOSE_NAMES[line.purpose][locale]}: ${amount ?? ''} ${t({ id: 'act.invoices.sum', message: 'so‘m' })} — ${line.payerName}`}
                  {discount ? ` (${t({ id: 'act.invoices.discount', message: `imtiyoz ${discount}%` })})` : ''}
                </li>
              );
            })}
          </ul>
          <ExtraInvoiceLines lines={lines} onChange={setLines} invalid={invalid} />
          <button type="button" className="button" onClick={submitIssue} disabled={issue.isPending} aria-busy={issue.isPending || undefined}>
            {t({ id: 'act.invoices.issue', message: 'Hisob-fakturalarni taqdim etish' })}
          </button>
          <MutationProblem error={issue.error} />
        </section>
      ) : null}
      {data && data.invoices.length === 0 && !mayIssue && !free ? (
        <p className="notice">{t({ id: 'act.invoices.none', message: 'Hisob-fakturalar hali taqdim etilmagan. Ularni 4-bosqichda notarius taqdim etadi.' })}</p>
      ) : null}
      {data && data.invoices.length === 0 && data.allPaid && act.allowedActions.includes('mark_paid') ? (
        <p className="notice">
          {t({ id: 'act.invoices.nothingToPay', message: 'To‘lanadigan hisob-faktura yo‘q. Yuqoridagi “To‘lov qilinganini belgilash” tugmasini bosing.' })}
        </p>
      ) : null}
      {data && data.invoices.length > 0 ? (
        <>
          <table className="act-table">
            <caption className="visually-hidden">{t({ id: 'act.invoices.caption', message: 'Hisob-fakturalar' })}</caption>
            <thead>
              <tr>
                <th scope="col">{t({ id: 'act.invoices.number', message: 'Raqami' })}</th>
                <th scope="col">{t({ id: 'act.invoices.purpose', message: 'To‘lov maqsadi' })}</th>
                <th scope="col">{t({ id: 'act.invoices.payer', message: 'To‘lovchi' })}</th>
                <th scope="col">{t({ id: 'act.invoices.amount', message: 'Summasi, so‘m' })}</th>
                <th scope="col">{t({ id: 'act.invoices.state', message: 'Holati' })}</th>
                <th scope="col">{t({ id: 'act.invoices.actions', message: 'Amallar' })}</th>
              </tr>
            </thead>
            <tbody>
              {data.invoices.map((invoice) => (
                <InvoiceRow
                  key={invoice.id}
                  act={act}
                  invoice={invoice}
                  kiosk={kiosk}
                  onRefresh={onRefresh}
                  printing={printing === invoice.id}
                  onPrint={() => print(invoice)}
                  onRecordAtOffice={() => setAtOffice(invoice)}
                />
              ))}
            </tbody>
          </table>
          <Totals total={data.totalTiyin} paid={data.paidTiyin} refunded={data.refundedTiyin} />
          {data.allPaid && act.allowedActions.includes('mark_paid') ? (
            <p className="notice">
              {t({ id: 'act.invoices.allPaid', message: 'Barcha hisob-fakturalar to‘langan. Yuqoridagi “To‘lov qilinganini belgilash” tugmasini bosing.' })}
            </p>
          ) : null}
        </>
      ) : null}
      {data && data.invoices.some((invoice) => canPay(act, invoice)) ? (
        <>
          {data.bankAccount ? <BankTransferDetails bank={data.bankAccount} /> : null}
          <OfficePaymentNote />
        </>
      ) : null}
      {data ? <PaymentsList act={act} payments={data.payments} onChanged={onRefresh} /> : null}
      <MutationProblem error={printError} />
      {atOffice ? (
        <OfficePaymentDialog
          invoice={atOffice}
          pending={recordOffice.isPending}
          error={recordOffice.error}
          onSubmit={(body) => recordOffice.mutate({ uuid: act.uuid, invoiceId: atOffice.id, body })}
          onClose={() => {
            recordOffice.reset();
            setAtOffice(null);
          }}
        />
      ) : null}
    </div>
  );
}

/** Back from the provider's checkout (`?payment={invoice}`): whether its calls have arrived yet. */
function ReturnNotice({ number, paid }: { number: string; paid: boolean }) {
  const { t } = useLingui();
  return (
    <p className={paid ? 'notice' : 'notice notice--warning'} role="status">
      {paid
        ? t({ id: 'act.pay.returnedPaid', message: `${number} hisob-fakturasi to‘landi.` })
        : t({
            id: 'act.pay.returnedPending',
            message: `${number} hisob-fakturasi bo‘yicha to‘lov hali kelmadi. To‘lov tizimi tasdiqlashi bilan bu yerda ko‘rinadi.`,
          })}
    </p>
  );
}

function Totals({ total, paid, refunded }: { total: number; paid: number; refunded: number }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const totalText = showTiyin(total, locale) ?? '';
  const paidText = showTiyin(paid, locale) ?? '';
  const refundedText = showTiyin(refunded, locale) ?? '';
  return (
    <>
      <p role="status">{t({ id: 'act.invoices.totals', message: `Jami: ${totalText} so‘m, to‘langan: ${paidText} so‘m.` })}</p>
      {refunded > 0 ? <p>{t({ id: 'act.invoices.refundedTotal', message: `Qaytarilgan: ${refundedText} so‘m.` })}</p> : null}
    </>
  );
}

interface OfficePaymentDialogProps {
  invoice: ActInvoice;
  pending: boolean;
  error: unknown;
  onSubmit: (body: { method: 'cash' | 'card'; receiptNumber: string }) => void;
  onClose: () => void;
}

/** The notary records an invoice paid at the office: how, and the till's receipt number. */
function OfficePaymentDialog({ invoice, pending, error, onSubmit, onClose }: OfficePaymentDialogProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const number = invoice.number;
  const amount = showTiyin(invoice.amountTiyin, locale) ?? '';
  const payer = invoice.payerName;
  return (
    <ReceiptDialog
      title={t({ id: 'act.office.title', message: 'Idorada qilingan to‘lovni qayd etish' })}
      summary={t({ id: 'act.office.summary', message: `${number}: ${amount} so‘m, to‘lovchi ${payer}.` })}
      askMethod
      referenceLabel={t({ id: 'act.office.receipt', message: 'Chek raqami' })}
      submitLabel={t({ id: 'act.office.submit', message: 'To‘lovni qayd etish' })}
      pending={pending}
      error={error}
      onSubmit={({ method, reference }) => onSubmit({ method, receiptNumber: reference })}
      onClose={onClose}
    />
  );
}

interface InvoiceRowProps {
  act: ActDetails;
  invoice: ActInvoice;
  kiosk: boolean;
  onRefresh: () => void;
  printing: boolean;
  onPrint: () => void;
  onRecordAtOffice: () => void;
}

function InvoiceRow({ act, invoice, kiosk, onRefresh, printing, onPrint, onRecordAtOffice }: InvoiceRowProps) {
  const { t } = useLingui();
  const invoiceStateText = (state: ActInvoice['state'], paidAt: string): string => {
    switch (state) {
      case 'paid':
        return t({ id: 'act.invoices.paid', message: `To‘langan ${paidAt}` });
      case 'cancelled':
        return t({ id: 'act.invoices.cancelled', message: 'Bekor qilingan' });
      case 'refunded':
        return t({ id: 'act.invoices.refunded', message: 'Pul qaytarilgan' });
      case 'issued':
        return t({ id: 'act.invoices.issued', message: 'To‘lanmagan' });
    }
  };
  const locale = useShownLocale();
  const discount = invoice.discountPercent;
  const paidAt = showInstant(invoice.paidAt) ?? '';
  const number = invoice.number;
  return (
    <tr>
      <td>{number}</td>
      <td>
        {INVOICE_PURPOSE_NAMES[invoice.purpose][locale]}
        {discount ? ` (${t({ id: 'act.invoices.discount', message: `imtiyoz ${discount}%` })})` : ''}
      </td>
      <td>{invoice.payerName}</td>
      <td>{showTiyin(invoice.amountTiyin, locale)}</td>
      <td>{invoiceStateText(invoice.state, paidAt)}</td>
      <td>
        <div className="act-buttons">
          <button type="button" className="button button--secondary" onClick={onPrint} disabled={printing} aria-busy={printing || undefined}>
            {t({ id: 'act.invoices.print', message: `${number} hisob-fakturasini chop etish` })}
          </button>
          {canPay(act, invoice) ? <InvoicePayment act={act} invoice={invoice} kiosk={kiosk} onRefresh={onRefresh} /> : null}
          {canRecordAtOffice(act, invoice) ? (
            <button type="button" className="button button--secondary" onClick={onRecordAtOffice}>
              {t({ id: 'act.office.open', message: `${number} bo‘yicha idoradagi to‘lovni qayd etish` })}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
