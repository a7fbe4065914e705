import { useQuery } from '@tanstack/react-query';
import { dictionaryPath, dictionaryResponseSchema } from '../../../../src-domain/http/routes/dictionaries.ts';
import { getJson } from '../../../api/client.ts';

const RegionsSchema = dictionaryResponseSchema('regions');
const DocumentTypesSchema = dictionaryResponseSchema('document_types');

/** Dictionaries change with a release at most: keep them for the visit (same keys as the registry pages). */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

export function useRegions() {
  return useQuery({ queryKey: ['dictionaries', 'regions'], queryFn: ({ signal }) => getJson(dictionaryPath('regions'), RegionsSchema, { signal }), staleTime: FOR_THE_VISIT });
}

/** Document types (spec §5: the document number's length depends on the type). */
export function useDocumentTypes() {
  return useQuery({ queryKey: ['dictionaries', 'document_types'], queryFn: ({ signal }) => getJson(dictionaryPath('document_types'), DocumentTypesSchema, { signal }), staleTime: FOR_THE_VISIT });
}
