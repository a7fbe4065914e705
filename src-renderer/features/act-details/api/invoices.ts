import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  actInvoiceCheckoutPath,
  actInvoiceOfficePaymentPath,
  ActInvoicesResponseSchema,
  actInvoicesPath,
  actRefundMadePath,
  InvoiceCheckoutResponseSchema,
  type ActInvoicesResponse,
  type IssueInvoicesBodyInput,
  type OfficePaymentBodyInput,
} from '../../../../src-domain/http/routes/acts-invoices.ts';
import type { OnlinePaymentSystem } from '../../../../src-domain/payments/payment-channels.ts';
import { ActDetailsSchema, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { getJson, postJson } from '../../../api/client.ts';
import { userAtom } from '../../../state/user.ts';
import { ACTS_ROOT } from '../../../api/query-keys.ts';

/** The act's invoices with their totals (and, at step 4, what issuing would bill); the act's version keys them. */
export function useInvoices(act: Pick<ActDetails, 'uuid' | 'version'>) {
  const person = useAtomValue(userAtom)?.pin ?? '';
  return useQuery({
    queryKey: [...ACTS_ROOT, 'invoices', person, act.uuid, act.version],
    queryFn: ({ signal }) => getJson(actInvoicesPath(act.uuid), ActInvoicesResponseSchema, { signal, uuid: act.uuid }),
    // A new version (an invoice paid) refetches them; the same act's table stays on screen meanwhile.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === act.uuid ? previous : undefined),
  });
}

/** The notary issues the invoices (the lifecycle's `issue_invoices`: step 4 → 5). */
export function useIssueInvoices(onDetails: (act: ActDetails) => void) {
  return useMutation({
    mutationFn: ({ act, body }: { act: Pick<ActDetails, 'uuid' | 'version'>; body: Omit<IssueInvoicesBodyInput, 'version'> }) =>
      postJson(actInvoicesPath(act.uuid), { ...body, version: act.version }, ActDetailsSchema, { uuid: act.uuid }),
    onSuccess: onDetails,
  });
}

/** Where to pay one invoice: the chosen electronic system's checkout (spec §4 step 7). */
export function useInvoiceCheckout() {
  return useMutation({
    mutationFn: ({ uuid, invoiceId, system }: { uuid: string; invoiceId: number; system: OnlinePaymentSystem }) =>
      postJson(actInvoiceCheckoutPath(uuid, invoiceId), { system }, InvoiceCheckoutResponseSchema, { uuid }),
  });
}

/** The act's notary records a payment taken at the office (spec §4 step 7 "on site"); the answer is the new invoice list. */
export function useRecordOfficePayment(onListed: (listed: ActInvoicesResponse) => void) {
  return useMutation({
    mutationFn: ({ uuid, invoiceId, body }: { uuid: string; invoiceId: number; body: OfficePaymentBodyInput }) =>
      postJson(actInvoiceOfficePaymentPath(uuid, invoiceId), body, ActInvoicesResponseSchema, { uuid }),
    onSuccess: onListed,
  });
}

/** The act's notary records a refund the office made by hand (docs/decisions/0033-refund-policy.md). */
export function useRecordRefundMade(onListed: (listed: ActInvoicesResponse) => void) {
  return useMutation({
    mutationFn: ({ uuid, refundId, reference }: { uuid: string; refundId: number; reference: string }) =>
      postJson(actRefundMadePath(uuid, refundId), { reference }, ActInvoicesResponseSchema, { uuid }),
    onSuccess: onListed,
  });
}
