import { useQuery } from '@tanstack/react-query';
import { NOTARIES_PATH, NotaryListResponseSchema } from '../../../../src-domain/http/routes/notaries.ts';
import { getJson } from '../../../api/client.ts';
import { useDictionaryQuery } from '../../../api/dictionaries.ts';

/** The notary offices for the office filter (dictionary `notary_offices`). */
export const useOffices = (enabled: boolean) => useDictionaryQuery('notary_offices', enabled);

/**
 * The notaries of one district (the public registry, at most 100 a page), from which the
 * notary filter keeps the chosen office's: an office has a handful of notaries.
 */
export function useDistrictNotaries(region: number | undefined, district: number | undefined) {
  return useQuery({
    queryKey: ['notaries', 'district', region, district],
    queryFn: ({ signal }) => getJson(NOTARIES_PATH, NotaryListResponseSchema, { signal, query: { region, district, sort: 'name', pageSize: 100 } }),
    enabled: region !== undefined && district !== undefined,
    staleTime: 10 * 60_000,
  });
}
