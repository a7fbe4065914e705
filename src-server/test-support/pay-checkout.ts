import type { LightMyRequestResponse } from 'fastify';
import { actInvoiceCheckoutPath, type InvoiceCheckoutResponse } from '../../src-domain/http/routes/acts-invoices.ts';
import type { TestApp } from './test-app.ts';
import { type ActClient, ok } from './act-test-app.ts';

/** The provider stand-in's checkout page of an invoice, as the citizen's browser opens it. */
export async function openCheckout(
  t: TestApp,
  client: ActClient,
  uuid: string,
  invoiceId: number,
): Promise<{ path: string; transaction: string; page: LightMyRequestResponse }> {
  const checkout = ok<InvoiceCheckoutResponse>(await client.post(actInvoiceCheckoutPath(uuid, invoiceId)));
  const path = new URL(checkout.checkoutUrl).pathname;
  const page = await t.app.inject({ url: path });
  const transaction = /name="transaction" value="([0-9a-f]{24})"/.exec(page.body)?.[1];
  if (!transaction) throw new Error(`no checkout form at ${path}: ${page.statusCode} ${page.body.slice(0, 200)}`);
  return { path, transaction, page };
}

/** Presses "pay" on a checkout page opened before (the provider then calls the merchant endpoint). */
export function submitCheckout(t: TestApp, checkout: { path: string; transaction: string }): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: checkout.path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `transaction=${checkout.transaction}`,
  });
}

/** Pays an invoice the way a citizen does: checkout link, the provider's page, "pay"; the page answers with the way back. */
export async function payAtCheckout(t: TestApp, client: ActClient, uuid: string, invoiceId: number): Promise<LightMyRequestResponse> {
  return submitCheckout(t, await openCheckout(t, client, uuid, invoiceId));
}
