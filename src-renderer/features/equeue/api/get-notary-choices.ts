import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOTARIES_PATH, NotaryListResponseSchema, type NotaryListResponse } from '../../../../src-domain/http/routes/notaries.ts';
import { notaryPath, NotaryDetailsResponseSchema, type NotaryDetailsResponse } from '../../../../src-domain/http/routes/notary-details.ts';
import { getJson } from '../../../api/client.ts';

export const CHOICES_PAGE_SIZE = 8;

/** Notaries to book with, best rated first, narrowed by a name (the public registry's list). */
export function useNotaryChoices(search: string) {
  return useQuery({
    queryKey: ['equeue', 'notaries', search] as const,
    queryFn: ({ signal }): Promise<NotaryListResponse> =>
      getJson(NOTARIES_PATH, NotaryListResponseSchema, { signal, query: { q: search || undefined, licence: 'active', pageSize: CHOICES_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** The notary chosen (from `?notary=` or the list), with the name and office to show. */
export function useChosenNotary(id: number | null) {
  return useQuery({
    queryKey: ['equeue', 'notary', id ?? 0] as const,
    queryFn: ({ signal }): Promise<NotaryDetailsResponse> => getJson(notaryPath(id ?? 0), NotaryDetailsResponseSchema, { signal, silent: true }),
    enabled: id !== null,
  });
}
