import { PAYMENT_RETURN_PARAM, type InvoiceCheckoutResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { Db } from '../../db/database.ts';
import type { OnlinePaymentSystem } from '../../../src-domain/payments/payment-channels.ts';
import type { PaymentProviders } from '../../registries/payment-provider.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { loadActForUser } from '../act-access.ts';
import { qrSvg } from '../../print/qr-svg.ts';
import { assertPayable, findInvoice } from './invoice-payable.ts';

export interface CheckoutServices {
  db: Db;
  now: () => Date;
  providers: PaymentProviders;
}

/**
 * `POST /api/acts/:uuid/invoices/:invoiceId/checkout` (spec §4 step 7 "pay invoices … at
 * electronic payment systems"): who may pay this invoice now is checked here (the applicant or
 * the party billed, steps 5–7), then the answer is the chosen system's checkout for it (Payme or
 * Click), coming back to the act's payments tab. Nothing is paid here: the system's calls decide
 * that (src-server/payments/), so a link opened twice or late cannot pay what is no longer due.
 */
export async function invoiceCheckout(
  services: CheckoutServices,
  user: RequestUser,
  target: { uuid: string; invoiceId: number; system: OnlinePaymentSystem },
  origin: string,
  locale: Locale,
): Promise<InvoiceCheckoutResponse> {
  const { uuid, invoiceId } = target;
  const access = await loadActForUser(services.db, uuid, user);
  const invoice = await findInvoice(services.db, access.act.id, invoiceId);
  await assertPayable(services.db, access, invoice, services.now());
  const returnUrl = `${origin}/enotarial_act/${encodeURIComponent(access.act.uuid)}?tab=payments&${PAYMENT_RETURN_PARAM}=${invoice.id}`;
  const link = services.providers[target.system].checkoutUrl({ invoiceNumber: invoice.number, amountTiyin: invoice.amount_tiyin, returnUrl, locale });
  // The stand-in's checkout lives on this server: its link is a path until it gets our origin.
  const checkoutUrl = new URL(link, `${origin}/`).toString();
  return { checkoutUrl, qrSvg: await qrSvg(checkoutUrl) };
}
