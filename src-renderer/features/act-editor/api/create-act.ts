import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateActBody } from '../../../../src-domain/http/routes/acts-bodies.ts';
import { ACTS_PATH, ActDetailsSchema } from '../../../../src-domain/http/routes/acts.ts';
import { postJson } from '../../../api/client.ts';
import { storeActDetails } from './store-act-details.ts';

/** `POST /api/acts`: a new act in step 1 (spec §4.5); answers with its details. */
export function useCreateAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateActBody) => postJson(ACTS_PATH, body, ActDetailsSchema),
    onSuccess: (act) => storeActDetails(queryClient, act),
  });
}
