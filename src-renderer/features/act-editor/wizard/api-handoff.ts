import { useMutation } from '@tanstack/react-query';
import { actHandoffPath, ActHandoffResponseSchema } from '../../../../src-domain/http/routes/act-handoff.ts';
import { postJson } from '../../../api/client.ts';

/** `POST /api/acts/:uuid/handoff`: a fresh one-time code for this act (docs/decisions/0044-act-handoff-code.md). */
export function useActHandoff(uuid: string) {
  return useMutation({ mutationFn: () => postJson(actHandoffPath(uuid), {}, ActHandoffResponseSchema, { uuid }) });
}
