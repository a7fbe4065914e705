import { skipToken, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  ACT_SEARCH_PATH,
  ACT_VERIFY_PATH,
  ActCheckResponseSchema,
  ActSearchQuerySchema,
  ActVerifyQuerySchema,
} from '../../../../src-domain/http/routes/search-act.ts';
import { getJson } from '../../../api/client.ts';

/**
 * The page's address asks for a check by registry number and date (the form), or by number and
 * check code (the link in an act's QR code).
 */
export const ActLookupSchema = v.union([
  v.pipe(
    ActVerifyQuerySchema,
    v.transform((query) => ({ by: 'code' as const, ...query })),
  ),
  v.pipe(
    ActSearchQuerySchema,
    v.transform((query) => ({ by: 'registry' as const, ...query })),
  ),
]);
export type ActLookup = v.InferOutput<typeof ActLookupSchema>;

export const RQKEY = (lookup: ActLookup | undefined) => ['search', 'notarial_act', lookup ?? null] as const;

function fetchActCheck(lookup: ActLookup, signal: AbortSignal) {
  if (lookup.by === 'code') return getJson(ACT_VERIFY_PATH, ActCheckResponseSchema, { query: { regnum: lookup.regnum, code: lookup.code }, signal });
  return getJson(ACT_SEARCH_PATH, ActCheckResponseSchema, { query: { regnum: lookup.regnum, regdate: lookup.regdate }, signal });
}

/** The act's state is live (a QR on paper shows today's state), so an answer is never reused. */
export function useActCheck(lookup: ActLookup | undefined) {
  return useQuery({
    queryKey: RQKEY(lookup),
    queryFn: lookup ? ({ signal }) => fetchActCheck(lookup, signal) : skipToken,
    staleTime: 0,
  });
}
