import type { QueryClient } from '@tanstack/react-query';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';

/**
 * The act details' query key, agreed with the act details page (ACTS.md "Query keys (U1/U2)"):
 * the details page reads `GET /api/acts/:uuid` under it; the editor writes through it.
 */
export const actQueryKey = (uuid: string) => ['act', uuid] as const;

/** Every act mutation answers with the new details: show them at once, then refetch to be sure. */
export async function storeActDetails(queryClient: QueryClient, act: ActDetails): Promise<void> {
  queryClient.setQueryData(actQueryKey(act.uuid), act);
  // The my-acts list (keys under ['acts']) shows the act's step and parties too.
  await Promise.all([queryClient.invalidateQueries({ queryKey: actQueryKey(act.uuid) }), queryClient.invalidateQueries({ queryKey: ['acts'] })]);
}
