import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import {
  DICTIONARIES_PATH,
  DictionaryListResponseSchema,
  dictionaryResponseSchema,
  type DictionaryResponse,
} from '../../../src-domain/http/routes/dictionaries.ts';
import type { DictionaryName } from '../../../src-domain/http/routes/dictionary-items.ts';
import { getJson } from '../../api/client.ts';
import { dictionaryQueryKey, fetchDictionary } from '../../api/dictionaries.ts';

export const RQKEY = dictionaryQueryKey;
export const LIST_RQKEY = ['dictionaries', 'list'] as const;

export type AnyDictionary = DictionaryResponse<DictionaryName>;

export function parseDictionary(name: DictionaryName, body: unknown): AnyDictionary {
  return v.parse(dictionaryResponseSchema(name), body);
}

export function useDictionaryList() {
  return useQuery({ queryKey: LIST_RQKEY, queryFn: ({ signal }) => getJson(DICTIONARIES_PATH, DictionaryListResponseSchema, { signal }) });
}

/** One dictionary's items; nothing is asked until a dictionary is chosen. */
export function useDictionary(name: DictionaryName | undefined) {
  return useQuery({
    queryKey: RQKEY(name ?? 'regions'),
    queryFn: ({ signal }): Promise<AnyDictionary> => fetchDictionary(name ?? 'regions', signal),
    enabled: name !== undefined,
  });
}
