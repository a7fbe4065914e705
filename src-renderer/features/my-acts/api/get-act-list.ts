import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ActListResponseSchema, type ActListResponse } from '../../../../src-domain/http/routes/acts-list.ts';
import { ACTS_PATH, NOTARY_ACTS_PATH } from '../../../../src-domain/http/routes/acts.ts';
import { getJson } from '../../../api/client.ts';
import { userAtom } from '../../../state/user.ts';
import { actListQuery, type ActListFilter } from '../act-list-filter.ts';
import { ACTS_ROOT } from '../../../api/query-keys.ts';

/** Whose list: the citizen's own acts (two tabs) or the notary's queue (spec §6). */
export type ActListKind = 'mine' | 'notary';

/** Per signed-in person: a kiosk serves many people in a day, and their lists must never mix. */
export const RQKEY = (person: string, kind: ActListKind, filter: ActListFilter) => [...ACTS_ROOT, 'list', person, kind, filter] as const;
/** Every list of every kind, to refetch after an act changed. */
export const LIST_ROOT = [...ACTS_ROOT, 'list'] as const;

export function fetchActList(kind: ActListKind, filter: ActListFilter, signal: AbortSignal): Promise<ActListResponse> {
  const path = kind === 'mine' ? ACTS_PATH : NOTARY_ACTS_PATH;
  return getJson(path, ActListResponseSchema, { signal, query: actListQuery(filter, { withTab: kind === 'mine' }) });
}

/** One page of the list, filtered, sorted and paged by the server; the previous page stays while the next loads. */
export function useActList(kind: ActListKind, filter: ActListFilter) {
  const person = useAtomValue(userAtom)?.pin ?? '';
  return useQuery({ queryKey: RQKEY(person, kind, filter), queryFn: ({ signal }) => fetchActList(kind, filter, signal), placeholderData: keepPreviousData });
}
