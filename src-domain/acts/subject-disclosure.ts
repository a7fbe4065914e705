import type { ActViewer } from './party-disclosure.ts';

/**
 * The payer's payment instrument among a subject's common fields (spec §3 "payment method …
 * account"): the card's last four digits and expiry and the bank account. The applicant typed
 * them and the notary registers the act with them; an invited party or an administrator reads
 * the terms (method, sums, shares) but not the instrument, as they do not read another
 * person's document or contacts (docs/decisions/0050-subject-common-fields.md, `DISCLOSURE_RULES`).
 */
export const PAYMENT_INSTRUMENT_KEYS = ['common.cardLast4', 'common.cardExpiry', 'common.account'] as const;

export function seesPaymentInstrument(viewer: ActViewer): boolean {
  return viewer.role === 'applicant' || viewer.role === 'notary';
}

/** A subject's stored data as `viewer` may read it. */
export function discloseSubjectData<T>(data: Readonly<Record<string, T>>, viewer: ActViewer): Record<string, T> {
  if (seesPaymentInstrument(viewer)) return { ...data };
  return Object.fromEntries(Object.entries(data).filter(([key]) => !(PAYMENT_INSTRUMENT_KEYS as readonly string[]).includes(key)));
}
