import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { actByIdPath, ActDetailsSchema, actPath, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { getJson } from '../../../api/client.ts';
import { actByIdKey, actKey, ACTS_ROOT, NOTIFY_ROOT } from '../../../api/query-keys.ts';

/**
 * Which act: by its public uuid (`/enotarial_act/{uuid}`), or by the numeric id of
 * `/my_notarial_act/{rid}` (spec §2). Both answer the same ActDetails.
 */
export type ActKey = { uuid: string } | { rid: number };

function fetchByUuid(uuid: string, signal: AbortSignal): Promise<ActDetails> {
  return getJson(actPath(uuid), ActDetailsSchema, { signal, uuid });
}

/** The act as the server shows it to this user, with the actions allowed to them now. */
export function useAct(key: ActKey) {
  const rid = 'rid' in key ? key.rid : undefined;
  const byId = useQuery({
    queryKey: actByIdKey(rid ?? 0),
    queryFn: ({ signal }) => getJson(actByIdPath(rid ?? 0), ActDetailsSchema, { signal, uuid: String(rid) }),
    enabled: rid !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const uuid = 'uuid' in key ? key.uuid : byId.data?.uuid;
  const byUuid = useQuery({
    queryKey: actKey(uuid ?? ''),
    queryFn: ({ signal }) => fetchByUuid(uuid ?? '', signal),
    enabled: uuid !== undefined,
    initialData: rid !== undefined ? byId.data : undefined,
  });
  // Before the number is resolved, its lookup is what the page waits on (or what failed).
  return uuid === undefined
    ? { ...byUuid, data: undefined, isPending: byId.isPending, isError: byId.isError, isFetching: byId.isFetching, refetch: byId.refetch }
    : byUuid;
}

/**
 * Puts an act the server answered (every mutation answers the new ActDetails) in place of the
 * shown one and reads it again; the lists and the notification list are marked stale, since the
 * act's step or state moved in them too.
 */
export function useActReplacer(uuid: string | undefined) {
  const queryClient = useQueryClient();
  return useCallback(
    (act?: ActDetails) => {
      if (act) queryClient.setQueryData(actKey(act.uuid), act);
      // Shown at once, then read again: only a read carries what the §5 rules would refuse next
      // (`blockingIssues`); a mutation's answer leaves them out.
      const key = act?.uuid ?? uuid;
      if (key) void queryClient.invalidateQueries({ queryKey: actKey(key) });
      void queryClient.invalidateQueries({ queryKey: ACTS_ROOT });
      void queryClient.invalidateQueries({ queryKey: NOTIFY_ROOT });
    },
    [queryClient, uuid],
  );
}
