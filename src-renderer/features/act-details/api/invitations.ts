import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import {
  actPartyInvitePath,
  invitationAcceptPath,
  invitationDeclinePath,
  InvitationAnswerResponseSchema,
  invitationPath,
  InvitationSchema,
  InviteResponseSchema,
  type InviteBodyInput,
  type InviteResponse,
} from '../../../../src-domain/http/routes/acts-invitations.ts';
import type { ActDetails } from '../../../../src-domain/http/routes/acts.ts';
import { getJson, postJson } from '../../../api/client.ts';
import { userAtom } from '../../../state/user.ts';

/** `POST /api/acts/:uuid/parties/:partyId/invite`: by SMS, or the link (and its QR code) to pass on. */
export function useInviteMutation(onDetails: (act: ActDetails) => void) {
  return useMutation({
    mutationFn: ({ uuid, partyId, body }: { uuid: string; partyId: number; body: InviteBodyInput }): Promise<InviteResponse> =>
      postJson(actPartyInvitePath(uuid, partyId), body, InviteResponseSchema, { uuid }),
    onSuccess: (answer) => onDetails(answer.details),
  });
}

/** `GET /api/invitations/:token`: what the invited party is asked (spec §4 "accept or reject an invitation"). */
export function useInvitation(token: string, uuid: string) {
  const person = useAtomValue(userAtom)?.pin ?? '';
  return useQuery({ queryKey: ['invitations', person, token], queryFn: ({ signal }) => getJson(invitationPath(token), InvitationSchema, { signal, uuid }) });
}

/** Accept or decline: the answer is the act as the party now sees it. */
export function useInvitationAnswer(onDetails: (act: ActDetails) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ token, uuid, answer }: { token: string; uuid: string; answer: 'accept' | 'decline' }) =>
      postJson(answer === 'accept' ? invitationAcceptPath(token) : invitationDeclinePath(token), undefined, InvitationAnswerResponseSchema, { uuid }),
    onSuccess: (act) => {
      onDetails(act);
      void queryClient.invalidateQueries({ queryKey: ['invitations'] });
    },
  });
}
