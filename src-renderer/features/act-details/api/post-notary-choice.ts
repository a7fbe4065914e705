import { useMutation } from '@tanstack/react-query';
import type { NotaryChoiceBodyInput } from '../../../../src-domain/http/routes/acts-bodies.ts';
import { ActDetailsSchema, actNotaryPath, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { postJson } from '../../../api/client.ts';

/** `POST /api/acts/:uuid/notary`: automatic, manual (a chosen notary) or reject the assigned one (spec §1). */
export function useNotaryChoiceMutation(onDone: (act: ActDetails) => void) {
  return useMutation({
    mutationFn: ({ act, body }: { act: Pick<ActDetails, 'uuid' | 'version'>; body: NotaryChoiceBodyInput }) =>
      postJson(actNotaryPath(act.uuid), { ...body, version: act.version }, ActDetailsSchema, { uuid: act.uuid }),
    onSuccess: onDone,
  });
}
