import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PatchActBody } from '../../../../src-domain/http/routes/acts-bodies.ts';
import { actPath, ActDetailsSchema, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { apiClient } from '../../../api/client.ts';
import { storeActDetails } from './store-act-details.ts';
import { refetchOnConflict } from './refetch-on-conflict.ts';

/** `PATCH /api/acts/:uuid`: the general info of an act in preparation (applicant, step 1). */
export function usePatchAct(act: ActDetails | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    // Sent even when the browser says it is offline: a save that waits unseen for the network
    // would spin with no word; failing at once lets the form say that nothing was sent and that
    // what was typed is kept (docs/decisions/0060-wizard-step-drafts.md).
    networkMode: 'always',
    mutationFn: (body: PatchActBody) => {
      // The general-info form creates an act when it has none; it never patches then.
      if (!act) throw new Error('usePatchAct: no act to patch');
      return apiClient.request(actPath(act.uuid), { method: 'PATCH', body: { ...body, version: act.version }, schema: ActDetailsSchema, uuid: act.uuid });
    },
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => (act ? refetchOnConflict(queryClient, act.uuid, error) : undefined),
  });
}
