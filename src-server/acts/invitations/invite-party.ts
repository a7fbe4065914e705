import { ACT_TYPE_NAMES, isActTypeId } from '../../../src-domain/acts/act-types.ts';
import { invitationSmsText } from '../../../src-domain/acts/invitations/invitation-sms.ts';
import { inviteLink } from '../../../src-domain/acts/invitations/invite-link.ts';
import { inviteRefusal, startsNewInvitation, type InviteRefusal } from '../../../src-domain/acts/invitations/invite-rules.ts';
import { isActStep } from '../../../src-domain/acts/steps.ts';
import type { InviteBody, InviteResponse } from '../../../src-domain/http/routes/acts-invitations.ts';
import { isLocale } from '../../../src-domain/i18n/locale.ts';
import type { ApiErrorCode } from '../../../src-domain/http/error-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { loadActForUser, withActTransaction } from '../act-access.ts';
import { editEntry, writeHistory } from '../act-audit.ts';
import { applicantPartyId, loadActDetails } from '../act-details.ts';
import { isNoShowNow } from '../act-lifecycle-facts.ts';
import type { ActRow, PartyRow } from '../act-rows.ts';
import { qrSvg } from '../documents/qr-svg.ts';
import type { ActOutputServices } from './invitation-deps.ts';
import { newInviteToken } from './invite-token.ts';

const REFUSAL_CODES: Readonly<Record<InviteRefusal, ApiErrorCode>> = {
  not_applicant: 'act_not_allowed',
  act_closed: 'act_closed',
  not_allowed: 'act_not_allowed',
  own_row: 'act_not_allowed',
  already_accepted: 'invitation_answered',
};

interface Invited {
  act: ActRow;
  party: PartyRow;
  token: string;
}

/** The phone the SMS goes to: the one typed for this message, else the party's (spec §5 9 digits). */
function smsPhone(body: InviteBody, party: PartyRow): string {
  const phone = body.phone ?? party.phone;
  if (!phone) throw new ApiError('validation_failed', { issues: [{ path: 'phone', type: 'non_empty', message: 'error_required_phone' }] });
  return phone;
}

/** "Karimov Aziz": an SMS names the inviter briefly; the registry name when known. */
async function inviterName(services: ActOutputServices, act: ActRow, parties: readonly PartyRow[]): Promise<string> {
  const person = await services.registries.civil.findPerson(act.applicant_pin);
  if (person) return `${person.surname} ${person.firstName}`;
  return parties.find((party) => party.pin === act.applicant_pin)?.full_name ?? act.applicant_pin;
}

/**
 * `POST /api/acts/:uuid/parties/:partyId/invite` (spec §4 wizards "invite parties by SMS, link or
 * QR"). In one transaction: the rules (src-domain/acts/invitations/invite-rules.ts), the token
 * (kept while the invitation is open, new after a decline or exit, which also puts the status
 * back to awaiting) and the history line. The SMS goes after the commit: the gateway is another
 * system (and on SQLite another connection would wait for the transaction forever); `sms_sent`
 * is set once the gateway took the message.
 */
export async function inviteParty(services: ActOutputServices, user: RequestUser, uuid: string, partyId: number, body: InviteBody, origin: string): Promise<InviteResponse> {
  const now = services.now();
  const invited = await withActTransaction(services.db, uuid, user, async (trx, access): Promise<Invited & { parties: PartyRow[] }> => {
    const { act } = access;
    const parties = await trx.selectFrom('act_parties').selectAll().where('act_id', '=', act.id).orderBy('id').execute();
    const party = parties.find((row) => row.id === partyId);
    if (!party) throw new ApiError('act_item_not_found');
    if (isNoShowNow(act, now) || !isActStep(act.step)) throw new ApiError('act_closed');
    const refusal = inviteRefusal({
      isApplicant: access.viewerRole === 'applicant',
      step: act.step,
      state: act.state,
      ownRow: party.id === applicantPartyId(parties, act.applicant_pin),
      partyStatus: party.status,
    });
    if (refusal !== null) throw new ApiError(REFUSAL_CODES[refusal]);
    if (body.channel === 'sms') smsPhone(body, party);
    const token = party.invite_token !== null && !startsNewInvitation(party.status, true) ? party.invite_token : newInviteToken();
    if (token !== party.invite_token) {
      await trx.updateTable('act_parties').set({ invite_token: token, status: null, decided_at: null, sms_sent: 0 }).where('id', '=', party.id).execute();
    }
    await writeHistory(trx, act.id, editEntry(access, 'invite_party', now, `${body.channel}: ${party.full_name ?? party.pin}`));
    return { act, party, token, parties };
  }, { now });

  const link = inviteLink(origin, uuid, invited.token);
  let smsSent = false;
  if (body.channel === 'sms') {
    const locale = isLocale(invited.act.language) ? invited.act.language : 'oz';
    const typeName = isActTypeId(invited.act.act_type_id) ? ACT_TYPE_NAMES[invited.act.act_type_id][locale] : '';
    const text = invitationSmsText(locale, { inviterName: await inviterName(services, invited.act, invited.parties), actTypeName: typeName, link });
    await services.registries.sms.send({ phone: smsPhone(body, invited.party), text, purpose: 'act_invitation', actId: invited.act.id });
    await services.db.updateTable('act_parties').set({ sms_sent: 1 }).where('id', '=', invited.party.id).where('invite_token', '=', invited.token).execute();
    smsSent = true;
  }
  const access = await loadActForUser(services.db, uuid, user);
  return {
    channel: body.channel,
    link,
    qrSvg: body.channel === 'qr' ? await qrSvg(link) : null,
    smsSent,
    details: await loadActDetails(services.db, access, now),
  };
}
