import { useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { dictionaryPath, dictionaryResponseSchema, type DictionaryResponse } from '../../src-domain/http/routes/dictionaries.ts';
import type { DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';
import { cachedDictionary } from '../platform/offline-dictionaries.ts';
import { getJson } from './client.ts';

/** One key per dictionary, whichever page asks, so one fetched copy serves all of them. */
export const dictionaryQueryKey = (name: DictionaryName) => ['dictionaries', name] as const;

/** Dictionaries change with a release at most: keep them for the visit. */
const FOR_THE_VISIT = Number.POSITIVE_INFINITY;

/**
 * A dictionary for the selects, searches and forms: in the kiosk from the shell's offline copy,
 * so they keep working while the API is unreachable; otherwise (a browser, or a kiosk whose
 * cache has no copy yet) from the API.
 */
export async function fetchDictionary<N extends DictionaryName>(name: N, signal?: AbortSignal): Promise<DictionaryResponse<N>> {
  const schema = dictionaryResponseSchema(name);
  const cached = v.safeParse(schema, await cachedDictionary(name));
  if (cached.success) return cached.output;
  return getJson(dictionaryPath(name), schema, { signal });
}

export function useDictionaryQuery<N extends DictionaryName>(name: N, enabled = true) {
  return useQuery({ queryKey: dictionaryQueryKey(name), queryFn: ({ signal }) => fetchDictionary(name, signal), staleTime: FOR_THE_VISIT, enabled });
}
