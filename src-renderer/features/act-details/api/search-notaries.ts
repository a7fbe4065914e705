import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOTARIES_PATH, NotaryListResponseSchema } from '../../../../src-domain/http/routes/notaries.ts';
import { getJson } from '../../../api/client.ts';

/** Notaries whose name matches `text` (the public registry's search), for the manual choice. */
export function useNotarySearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['notaries', 'search', q],
    queryFn: ({ signal }) => getJson(NOTARIES_PATH, NotaryListResponseSchema, { signal, query: { q, sort: 'name', pageSize: 10 } }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
