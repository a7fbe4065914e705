import type { FastifyPluginAsync } from 'fastify';
import {
  ACT_PARTY_INVITE_PATH,
  ActPartyInviteParamsSchema,
  INVITATION_ACCEPT_PATH,
  INVITATION_DECLINE_PATH,
  INVITATION_PATH,
  InvitationParamsSchema,
  InviteBodySchema,
} from '../../../src-domain/http/routes/acts-invitations.ts';
import { answerInvitation } from '../../acts/invitations/answer-invitation.ts';
import { loadInvitationForUser } from '../../acts/invitations/invitation-access.ts';
import { invitationSummary } from '../../acts/invitations/invitation-summary.ts';
import { inviteParty, smsRecipient } from '../../acts/invitations/invite-party.ts';
import { parseInput } from '../../http/parse-input.ts';
import { keyedLimiter } from '../../plugins/per-user-rate-limit.ts';
import type { ActOutputRouteDeps } from './output-route-deps.ts';
import { signedIn } from '../request-user.ts';

/** Party invitations by SMS, link and QR code, and the invitee's answer (spec §3, §4). */
export function actInvitationRoutes(deps: ActOutputRouteDeps): FastifyPluginAsync {
  return async (app) => {
    // An outsider is refused (418) before the body is read, like on every act route.

    const smsPerUser = keyedLimiter(app, 'invite-sms-user', deps.smsLimits.perUser);
    const smsPerAct = keyedLimiter(app, 'invite-sms-act', deps.smsLimits.perAct);
    const smsPerPhone = keyedLimiter(app, 'invite-sms-phone', deps.smsLimits.perPhone);
    app.post(ACT_PARTY_INVITE_PATH, { config: { access: 'user' } }, async (request, reply) => {
      const { uuid, partyId } = parseInput(ActPartyInviteParamsSchema, request.params, 'params');
      const body = parseInput(InviteBodySchema, request.body ?? {}, 'body');
      const { user } = signedIn(request);
      let phone: string | null = null;
      if (body.channel === 'sms') {
        phone = await smsRecipient(deps, user, uuid, partyId);
        await smsPerUser(request, reply, String(user.id));
        await smsPerAct(request, reply, uuid);
        await smsPerPhone(request, reply, phone);
      }
      return inviteParty(deps, user, uuid, partyId, body, deps.publicOrigin, phone);
    });

    app.get(INVITATION_PATH, { config: { access: 'user' } }, async (request) => {
      const { token } = parseInput(InvitationParamsSchema, request.params, 'params');
      const invitation = await loadInvitationForUser(deps.db, token, signedIn(request).user);
      return invitationSummary(deps.db, invitation, deps.now());
    });

    app.post(INVITATION_ACCEPT_PATH, { config: { access: 'user' } }, async (request) => {
      const { token } = parseInput(InvitationParamsSchema, request.params, 'params');
      return answerInvitation(deps, signedIn(request).user, token, 'accept_invitation');
    });

    app.post(INVITATION_DECLINE_PATH, { config: { access: 'user' } }, async (request) => {
      const { token } = parseInput(InvitationParamsSchema, request.params, 'params');
      return answerInvitation(deps, signedIn(request).user, token, 'decline_invitation');
    });
  };
}
