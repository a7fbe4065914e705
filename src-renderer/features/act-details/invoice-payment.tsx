import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PAYMENT_SYSTEMS, PAYMENT_SYSTEM_NAMES, type PaymentSystemId } from '../../../src-domain/acts/invoices/payment-systems.ts';
import type { ActDetails, ActInvoice } from '../../../src-domain/http/routes/acts.ts';
import { LazyAppDialog } from '../../ui/dialogs/lazy-app-dialog.tsx';
import { usePayInvoice } from './api/invoices.ts';
import { showTiyin } from './display.ts';
import { MutationProblem } from './mutation-problem.tsx';
import { useShownLocale } from './use-shown-locale.ts';

/** Paying one invoice (spec §4 step 7 "payable at banks or electronic payment systems"). */
export function InvoicePayment({ act, invoice, onAct }: { act: ActDetails; invoice: ActInvoice; onAct: (act: ActDetails) => void }) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [system, setSystem] = useState<PaymentSystemId>(PAYMENT_SYSTEMS[0]);
  const pay = usePayInvoice(onAct);
  const number = invoice.number;
  const amount = showTiyin(invoice.amountTiyin) ?? '';
  return (
    <>
      <button type="button" className="button" onClick={() => setOpen(true)}>
        {t({ id: 'act.pay.open', message: `${number} ni to‘lash` })}
      </button>
      {open ? (
        <LazyAppDialog
          isOpen
          onClose={() => (pay.isPending ? undefined : setOpen(false))}
          title={t({ id: 'act.pay.title', message: `${number} hisob-fakturasini to‘lash` })}
          actions={
            <>
              <button type="button" className="button button--secondary" disabled={pay.isPending} onClick={() => setOpen(false)}>
                {t({ id: 'act.dialog.back', message: 'Ortga' })}
              </button>
              <button
                type="button"
                className="button"
                disabled={pay.isPending}
                aria-busy={pay.isPending || undefined}
                onClick={() => pay.mutate({ uuid: act.uuid, invoiceId: invoice.id, body: { system } }, { onSuccess: () => setOpen(false) })}
              >
                {t({ id: 'act.pay.confirm', message: `${amount} so‘m to‘lash` })}
              </button>
            </>
          }
        >
          <fieldset className="act-type-choice">
            <legend>{t({ id: 'act.pay.system', message: 'To‘lov usuli' })}</legend>
            {PAYMENT_SYSTEMS.map((id) => (
              <label key={id} className="notary-search__option">
                <input type="radio" name={`${ids}-system`} value={id} checked={system === id} onChange={() => setSystem(id)} />
                {PAYMENT_SYSTEM_NAMES[id][locale]}
              </label>
            ))}
          </fieldset>
          <MutationProblem error={pay.error} />
        </LazyAppDialog>
      ) : null}
    </>
  );
}
