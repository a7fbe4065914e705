import { useMutation, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  actInvoiceCheckoutPath,
  ActInvoicesResponseSchema,
  actInvoicesPath,
  InvoiceCheckoutResponseSchema,
  type IssueInvoicesBodyInput,
} from '../../../../src-domain/http/routes/acts-invoices.ts';
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

/** Where to pay one invoice: the payment provider's checkout (spec §4 step 7). */
export function useInvoiceCheckout() {
  return useMutation({
    mutationFn: ({ uuid, invoiceId }: { uuid: string; invoiceId: number }) =>
      postJson(actInvoiceCheckoutPath(uuid, invoiceId), {}, InvoiceCheckoutResponseSchema, { uuid }),
  });
}
