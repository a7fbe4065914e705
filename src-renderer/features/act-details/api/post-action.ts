import { useMutation } from '@tanstack/react-query';
import { actActionsPath, ActDetailsSchema, type ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { postJson } from '../../../api/client.ts';
import type { ActionRequest } from '../action-input.ts';

/**
 * `POST /api/acts/:uuid/actions` with the version the user saw: the server runs the lifecycle
 * (src-domain applyAction) and answers the act as it is now.
 */
export function postAction(act: Pick<ActDetails, 'uuid' | 'version'>, request: ActionRequest): Promise<ActDetails> {
  return postJson(actActionsPath(act.uuid), { ...request, version: act.version }, ActDetailsSchema, { uuid: act.uuid });
}

export function useActionMutation(onDone: (act: ActDetails) => void) {
  return useMutation({
    mutationFn: ({ act, request }: { act: Pick<ActDetails, 'uuid' | 'version'>; request: ActionRequest }) => postAction(act, request),
    onSuccess: onDone,
  });
}
