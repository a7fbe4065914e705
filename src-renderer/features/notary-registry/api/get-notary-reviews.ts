import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { notaryReviewsPath, NotaryReviewsResponseSchema, type NotaryReviewsResponse } from '../../../../src-domain/http/routes/notary-review.ts';
import { getJson } from '../../../api/client.ts';

/** Query key of one page of reviews; `['notaries', 'reviews', id]` covers every page. */
export const RQKEY = (id: number, page: number) => ['notaries', 'reviews', id, page] as const;

export function fetchNotaryReviews(id: number, page: number, signal: AbortSignal): Promise<NotaryReviewsResponse> {
  return getJson(notaryReviewsPath(id), NotaryReviewsResponseSchema, { signal, query: { page: page > 1 ? page : undefined } });
}

export function useNotaryReviews(id: number, page: number) {
  return useQuery({ queryKey: RQKEY(id, page), queryFn: ({ signal }) => fetchNotaryReviews(id, page, signal), placeholderData: keepPreviousData });
}
