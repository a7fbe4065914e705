import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPartyBody, EditPartyBody } from '../../../../src-domain/http/routes/acts-bodies.ts';
import { actPartiesPath, actPartyPath, ActDetailsSchema, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { apiClient, postJson } from '../../../api/client.ts';
import { storeActDetails } from './store-act-details.ts';
import { refetchOnConflict } from './refetch-on-conflict.ts';

export type SavePartyBody = { partyId: null; body: AddPartyBody } | { partyId: number; body: EditPartyBody };

/** `POST /api/acts/:uuid/parties` or `PATCH …/parties/:partyId` (applicant, step 1). */
export function useSaveParty(act: ActDetails) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SavePartyBody) =>
      save.partyId === null
        ? postJson(actPartiesPath(act.uuid), { ...save.body, version: act.version }, ActDetailsSchema, { uuid: act.uuid })
        : apiClient.request(actPartyPath(act.uuid, save.partyId), {
            method: 'PATCH',
            body: { ...save.body, version: act.version },
            schema: ActDetailsSchema,
            uuid: act.uuid,
          }),
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => refetchOnConflict(queryClient, act.uuid, error),
  });
}
