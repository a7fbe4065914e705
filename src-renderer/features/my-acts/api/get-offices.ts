import { useQuery } from '@tanstack/react-query';
import { dictionaryPath, dictionaryResponseSchema } from '../../../../src-domain/http/routes/dictionaries.ts';
import { NOTARIES_PATH, NotaryListResponseSchema } from '../../../../src-domain/http/routes/notaries.ts';
import { getJson } from '../../../api/client.ts';

const OfficesSchema = dictionaryResponseSchema('notary_offices');

/** Dictionaries change with a release at most: keep them for the visit. */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

/** The notary offices for the office filter (dictionary `notary_offices`). */
export function useOffices(enabled: boolean) {
  return useQuery({ queryKey: ['dictionaries', 'notary_offices'], queryFn: ({ signal }) => getJson(dictionaryPath('notary_offices'), OfficesSchema, { signal }), staleTime: FOR_THE_VISIT, enabled });
}

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
