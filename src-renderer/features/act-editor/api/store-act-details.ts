import type { QueryClient } from '@tanstack/react-query';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { actKey, ACTS_ROOT } from '../../../api/query-keys.ts';

/** Every act mutation answers with the new details: show them at once, then refetch to be sure. */
export async function storeActDetails(queryClient: QueryClient, act: ActDetails): Promise<void> {
  queryClient.setQueryData(actKey(act.uuid), act);
  // The my-acts list shows the act's step and parties too.
  await Promise.all([queryClient.invalidateQueries({ queryKey: actKey(act.uuid) }), queryClient.invalidateQueries({ queryKey: ACTS_ROOT })]);
}
