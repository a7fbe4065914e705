import { useQuery } from '@tanstack/react-query';
import { notaryPath, NotaryDetailsResponseSchema, type NotaryDetailsResponse } from '../../../../src-domain/http/routes/notary-details.ts';
import { getJson } from '../../../api/client.ts';

/** Query key of one notary; a posted review invalidates it (rating, count, latest reviews). */
export const RQKEY = (id: number) => ['notaries', 'details', id] as const;

export function fetchNotary(id: number, signal: AbortSignal): Promise<NotaryDetailsResponse> {
  return getJson(notaryPath(id), NotaryDetailsResponseSchema, { signal });
}

/** `id` null (a malformed address) asks nothing: the page says the notary is unknown. */
export function useNotary(id: number | null) {
  return useQuery({ queryKey: RQKEY(id ?? 0), queryFn: ({ signal }) => fetchNotary(id ?? 0, signal), enabled: id !== null });
}
