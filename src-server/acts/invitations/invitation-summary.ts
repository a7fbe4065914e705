import { isActTypeId } from '../../../src-domain/acts/act-types.ts';
import { allowedActions } from '../../../src-domain/acts/lifecycle/allowed-actions.ts';
import { PARTY_ACTIONS } from '../../../src-domain/acts/lifecycle/party-status.ts';
import { isActStep } from '../../../src-domain/acts/steps.ts';
import type { Invitation } from '../../../src-domain/http/routes/acts-invitations.ts';
import type { Db } from '../../db/database.ts';
import { localized } from '../../db/localized.ts';
import { isNoShowNow } from '../act-lifecycle-facts.ts';
import { personName } from '../act-wire.ts';
import type { InvitationAccess } from './invitation-access.ts';

type InvitationAction = Invitation['allowedActions'][number];

function isInvitationAction(action: string): action is InvitationAction {
  return (PARTY_ACTIONS as readonly string[]).includes(action);
}

/** `GET /api/invitations/:token`: the act in brief, who invites, and what the party may answer. */
export async function invitationSummary(db: Db, { access, party }: InvitationAccess, now: Date): Promise<Invitation> {
  const { act } = access;
  const [applicant, notary] = await Promise.all([
    db.selectFrom('persons').select(['surname', 'first_name', 'patronymic']).where('pin', '=', act.applicant_pin).executeTakeFirst(),
    act.notary_id === null ? undefined : db.selectFrom('notaries').select(['name_oz', 'name_uz', 'name_ru']).where('id', '=', act.notary_id).executeTakeFirst(),
  ]);
  const step = isActStep(act.step) ? act.step : 1;
  const open = isActStep(act.step) && !isNoShowNow(act, now);
  const actions = open ? allowedActions({ step, state: act.state, actor: 'party', partyStatus: party.status }) : [];
  return {
    uuid: act.uuid,
    actId: act.id,
    actTypeId: isActTypeId(act.act_type_id) ? act.act_type_id : 11680,
    step,
    state: act.state,
    inviterName: applicant ? personName(applicant) : act.applicant_pin,
    notaryName: notary ? localized(notary, 'name') : null,
    partyId: party.id,
    role: party.role,
    status: party.status,
    decidedAt: party.decided_at,
    allowedActions: actions.filter(isInvitationAction),
  };
}
