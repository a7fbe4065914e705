import { applyAction } from '../../../src-domain/acts/lifecycle/apply-action.ts';
import { auditEntry } from '../../../src-domain/acts/lifecycle/audit-entry.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { withActTransaction } from '../act-access.ts';
import { writeHistory } from '../act-audit.ts';
import { lifecycleAct } from '../act-lifecycle-facts.ts';
import { detailsAfter } from '../act-reload.ts';
import { lifecycleApiError } from '../lifecycle-error-code.ts';
import { findInvitedParty } from './invitation-access.ts';
import type { ActOutputServices } from './invitation-deps.ts';

export type InvitationAnswer = 'accept_invitation' | 'decline_invitation';

/**
 * `POST /api/invitations/:token/accept|decline` (spec §4 "A party can accept or reject an
 * invitation"): the lifecycle decides (src-domain/acts/lifecycle: only from null awaiting, steps
 * 1–8 of an open act), then the party's status, the time of the answer and the history line
 * commit together. Only the invited person may answer (418 otherwise); a token whose invitation
 * was answered refuses a second answer (409 `act_not_allowed`), a replaced one is unknown (404).
 */
export async function answerInvitation(services: ActOutputServices, user: RequestUser, token: string, action: InvitationAnswer): Promise<ActDetails> {
  const now = services.now();
  const invited = await findInvitedParty(services.db, token);
  return withActTransaction(
    services.db,
    { id: invited.act_id },
    user,
    async (trx, access) => {
      const party = await trx.selectFrom('act_parties').selectAll().where('invite_token', '=', token).executeTakeFirst();
      if (!party) throw new ApiError('invitation_not_found');
      if (party.pin !== user.pin) throw new ApiError('pin_not_found_in_uuid', { params: { user: user.pin, pin: user.pin, uuid: access.act.uuid } });
      const invoices = await trx.selectFrom('act_invoices').select('state').where('act_id', '=', access.act.id).execute();
      const facts = lifecycleAct(access.act, invoices);
      if (!facts) throw new ApiError('act_closed');
      const result = applyAction(facts, { role: 'party', partyStatus: party.status }, action, {}, now);
      if (!result.ok) throw lifecycleApiError(result.error, 'party');
      await trx
        .updateTable('act_parties')
        .set({ status: result.partyStatus ?? null, decided_at: now.toISOString() })
        .where('id', '=', party.id)
        .execute();
      await writeHistory(trx, access.act.id, auditEntry({ actorPin: user.pin, actorRole: 'party', action, from: facts, to: result, input: {}, now }));
      return detailsAfter(trx, access, now);
    },
    { now },
  );
}
