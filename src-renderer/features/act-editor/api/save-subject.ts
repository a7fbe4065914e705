import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddSubjectBody, EditSubjectBody } from '../../../../src-domain/http/routes/acts-bodies.ts';
import { actSubjectPath, actSubjectsPath, ActDetailsSchema, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { apiClient, postJson } from '../../../api/client.ts';
import { storeActDetails } from './store-act-details.ts';
import { refetchOnConflict } from './refetch-on-conflict.ts';

export type SaveSubjectBody = { subjectId: null; body: AddSubjectBody } | { subjectId: number; body: EditSubjectBody };

/** `POST /api/acts/:uuid/subjects` or `PATCH …/subjects/:subjectId` (applicant, step 1). */
export function useSaveSubject(act: ActDetails) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveSubjectBody) =>
      save.subjectId === null
        ? postJson(actSubjectsPath(act.uuid), { ...save.body, version: act.version }, ActDetailsSchema, { uuid: act.uuid })
        : apiClient.request(actSubjectPath(act.uuid, save.subjectId), {
            method: 'PATCH',
            body: { ...save.body, version: act.version },
            schema: ActDetailsSchema,
            uuid: act.uuid,
          }),
    onSuccess: (details) => storeActDetails(queryClient, details),
    onError: (error) => refetchOnConflict(queryClient, act.uuid, error),
  });
}
