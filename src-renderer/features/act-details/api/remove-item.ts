import { useMutation } from '@tanstack/react-query';
import { ActDetailsSchema, actPartyPath, actSubjectPath, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { apiClient } from '../../../api/client.ts';

/** `DELETE …/parties/:id` or `…/subjects/:id?version=` (the applicant, step 1): answers the act as it is now. */
export function useRemoveItem(onDetails: (act: ActDetails) => void) {
  return useMutation({
    mutationFn: ({ act, item }: { act: Pick<ActDetails, 'uuid' | 'version'>; item: { party: number } | { subject: number } }) =>
      apiClient.request('party' in item ? actPartyPath(act.uuid, item.party) : actSubjectPath(act.uuid, item.subject), {
        method: 'DELETE',
        query: { version: act.version },
        schema: ActDetailsSchema,
        uuid: act.uuid,
      }),
    onSuccess: onDetails,
  });
}
