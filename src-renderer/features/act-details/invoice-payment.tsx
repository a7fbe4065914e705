import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { InvoiceCheckoutResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { ActDetails, ActInvoice } from '../../../src-domain/http/routes/acts.ts';
import { ONLINE_PAYMENT_SYSTEMS, PAYMENT_CHANNEL_NAMES, type OnlinePaymentSystem } from '../../../src-domain/payments/payment-channels.ts';
import { LazyAppDialog } from '../../ui/dialogs/lazy-app-dialog.tsx';
import { useInvoiceCheckout } from './api/invoices.ts';
import { showTiyin } from './display.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { MutationProblem } from '../../ui/mutation-problem.tsx';
import { svgImage } from '../../ui/svg-image.ts';

/** How often a kiosk showing the payment QR code asks whether the payment has arrived. */
const KIOSK_POLL_MS = 5_000;

export interface InvoicePaymentProps {
  act: ActDetails;
  invoice: ActInvoice;
  kiosk: boolean;
  /** Reloads the act: the provider's calls mark the invoice paid on the server. */
  onRefresh: () => void;
}

/**
 * Paying one invoice (spec §4 step 7 "payable at … electronic payment systems") at the checkout
 * of the system the citizen picks, Payme or Click. In a browser the page goes there and comes
 * back to the payments tab. A kiosk never leaves its own pages, so it shows the checkout as a QR
 * code for the citizen's phone and looks for the payment until it arrives (the row then shows it
 * paid and this goes).
 */
export function InvoicePayment({ act, invoice, kiosk, onRefresh }: InvoicePaymentProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const checkout = useInvoiceCheckout();
  const [qr, setQr] = useState<(InvoiceCheckoutResponse & { system: OnlinePaymentSystem }) | null>(null);
  const number = invoice.number;
  const amount = showTiyin(invoice.amountTiyin, locale) ?? '';

  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  }, [onRefresh]);
  useEffect(() => {
    if (qr === null) return undefined;
    const timer = window.setInterval(() => refresh.current(), KIOSK_POLL_MS);
    return () => window.clearInterval(timer);
  }, [qr]);

  const start = (system: OnlinePaymentSystem) =>
    checkout.mutate(
      { uuid: act.uuid, invoiceId: invoice.id, system },
      { onSuccess: (answer) => (kiosk ? setQr({ ...answer, system }) : window.location.assign(answer.checkoutUrl)) },
    );
  const pending = checkout.isPending ? checkout.variables.system : null;
  const shownSystem = qr ? PAYMENT_CHANNEL_NAMES[qr.system][locale] : '';
  return (
    <>
      {ONLINE_PAYMENT_SYSTEMS.map((system) => {
        const name = PAYMENT_CHANNEL_NAMES[system][locale];
        return (
          <button
            key={system}
            type="button"
            className="button"
            onClick={() => start(system)}
            disabled={checkout.isPending}
            aria-busy={pending === system || undefined}
            aria-label={t({ id: 'act.pay.openWith', message: `${number} ni ${name} orqali to‘lash` })}
          >
            {name}
          </button>
        );
      })}
      <MutationProblem error={checkout.error} />
      {qr ? (
        <LazyAppDialog
          isOpen
          onClose={() => setQr(null)}
          title={t({ id: 'act.pay.titleWith', message: `${number} hisob-fakturasini ${shownSystem} orqali to‘lash` })}
          actions={
            <button type="button" className="button button--secondary" onClick={() => setQr(null)}>
              {t({ id: 'act.dialog.back', message: 'Ortga' })}
            </button>
          }
        >
          <p>
            {t({
              id: 'act.pay.kioskHint',
              message: `${amount} so‘m. Telefoningiz kamerasi bilan QR kodni skanerlang va to‘lov sahifasida to‘lang. To‘lov kelishi bilan bu yerda ko‘rinadi.`,
            })}
          </p>
          <img
            className="act-qr"
            src={svgImage(qr.qrSvg)}
            width={240}
            height={240}
            alt={t({ id: 'act.pay.qrAlt', message: `${number} hisob-fakturasini to‘lash havolasining QR kodi` })}
          />
          <p role="status">{t({ id: 'act.pay.waiting', message: 'To‘lov kutilmoqda…' })}</p>
        </LazyAppDialog>
      ) : null}
    </>
  );
}
