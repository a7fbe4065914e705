import { useQuery } from '@tanstack/react-query';
import { dictionaryPath, dictionaryResponseSchema } from '../../../../src-domain/http/routes/dictionaries.ts';
import { getJson } from '../../../api/client.ts';

const RegionsSchema = dictionaryResponseSchema('regions');
const DistrictsSchema = dictionaryResponseSchema('districts');

/** Dictionaries change with a release at most: keep them for the visit. */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

export function useRegions() {
  return useQuery({ queryKey: ['dictionaries', 'regions'], queryFn: ({ signal }) => getJson(dictionaryPath('regions'), RegionsSchema, { signal }), staleTime: FOR_THE_VISIT });
}

export function useDistricts() {
  return useQuery({ queryKey: ['dictionaries', 'districts'], queryFn: ({ signal }) => getJson(dictionaryPath('districts'), DistrictsSchema, { signal }), staleTime: FOR_THE_VISIT });
}
