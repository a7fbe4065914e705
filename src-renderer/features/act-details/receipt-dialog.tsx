import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { OFFICE_PAYMENT_METHODS, RECEIPT_NUMBER_PATTERN, type OfficePaymentMethod } from '../../../src-domain/payments/payment-channels.ts';
import { LazyAppDialog } from '../../ui/dialogs/lazy-app-dialog.tsx';
import { MutationProblem } from '../../ui/mutation-problem.tsx';

export interface ReceiptDialogProps {
  title: string;
  /** What is paid or returned: the invoice and the amount, in words the notary checks against the till. */
  summary: string;
  /** Ask how the money was taken (an office payment); a refund asks only for its document. */
  askMethod: boolean;
  referenceLabel: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (input: { method: OfficePaymentMethod; reference: string }) => void;
  onClose: () => void;
}

/**
 * The notary records money taken or returned at the office (spec §4 step 7 "on site";
 * docs/decisions/0054-ways-to-pay.md): cash or the card terminal, and the receipt or payment
 * order's number as printed. A number the till would not print is refused here, beside the field.
 */
export function ReceiptDialog({ title, summary, askMethod, referenceLabel, submitLabel, pending, error, onSubmit, onClose }: ReceiptDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const fieldId = useId();
  const [method, setMethod] = useState<OfficePaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const methodNames: Record<OfficePaymentMethod, string> = {
    cash: t({ id: 'act.office.cash', message: 'Naqd pul' }),
    card: t({ id: 'act.office.card', message: 'Karta (to‘lov terminali)' }),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = reference.trim();
    if (!RECEIPT_NUMBER_PATTERN.test(typed)) {
      setProblem(
        typed === ''
          ? t({ id: 'act.office.referenceRequired', message: 'Chek yoki hujjat raqamini kiriting.' })
          : t({ id: 'act.office.referenceFormat', message: 'Raqamni chekda yozilganidek kiriting: lotin harflari, raqamlar, “-” va “/”, 40 belgigacha.' }),
      );
      requestAnimationFrame(() => document.getElementById(fieldId)?.focus());
      return;
    }
    setProblem(null);
    onSubmit({ method, reference: typed });
  };

  return (
    <LazyAppDialog
      isOpen
      onClose={() => (pending ? undefined : onClose())}
      title={title}
      actions={
        <>
          <button type="button" className="button button--secondary" disabled={pending} onClick={onClose}>
            {t({ id: 'act.dialog.back', message: 'Ortga' })}
          </button>
          <button type="submit" form={formId} className="button" disabled={pending} aria-busy={pending || undefined}>
            {submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="act-dialog-form" noValidate onSubmit={submit}>
        <p>{summary}</p>
        {askMethod ? (
          <fieldset className="act-dialog-form__choices">
            <legend>{t({ id: 'act.office.method', message: 'To‘lov qanday qabul qilindi' })}</legend>
            {OFFICE_PAYMENT_METHODS.map((value) => (
              <label key={value} className="act-choice">
                <input type="radio" name={`${formId}-method`} value={value} checked={method === value} onChange={() => setMethod(value)} />
                {methodNames[value]}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="act-field">
          <label htmlFor={fieldId} className="act-field__label">
            {referenceLabel}
          </label>
          <input
            id={fieldId}
            className="act-field__input"
            value={reference}
            required
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${fieldId}-error` : undefined}
            onChange={(event) => setReference(event.target.value)}
          />
          {problem ? (
            <p id={`${fieldId}-error`} className="act-field__error">
              {problem}
            </p>
          ) : null}
        </div>
        <MutationProblem error={error} />
      </form>
    </LazyAppDialog>
  );
}
