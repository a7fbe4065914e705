import { ACT_TYPE_NAMES, isActTypeId } from '../../../src-domain/acts/act-types.ts';
import { smsPhoneOf } from '../../../src-domain/auth/contact-phone.ts';
import { invitationSmsText } from '../../../src-domain/acts/invitations/invitation-sms.ts';
import { inviteLink } from '../../../src-domain/acts/invitations/invite-link.ts';
import { inviteRefusal, startsNewInvitation, type InviteRefusal } from '../../../src-domain/acts/invitations/invite-rules.ts';
import { isActStep } from '../../../src-domain/acts/steps.ts';
import { maskTail } from '../../../src-domain/acts/party-disclosure.ts';
import { maskPersonName } from '../../../src-domain/searches/mask-person-name.ts';
import type { InviteBody, InviteResponse } from '../../../src-domain/http/routes/acts-invitations.ts';
import { isLocale } from '../../../src-domain/i18n/locale.ts';
import type { ApiErrorCode } from '../../../src-domain/http/error-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import { contactPhoneOfPin } from '../../repositories/contact-phone.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { loadActForUser, withActTransaction } from '../act-access.ts';
import { editEntry, writeHistory } from '../act-audit.ts';
import { applicantPartyId, loadActDetails } from '../act-details.ts';
import { isNoShowNow } from '../act-lifecycle-facts.ts';
import type { ActRow, PartyRow } from '../act-rows.ts';
import { qrSvg } from '../../print/qr-svg.ts';
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

/**
 * Where an SMS invitation may go: the contact phone the party confirmed with an SMS code
 * (docs/decisions/0058-contact-phone-at-login.md), else their phone in the civil registry (the
 * signer's, for a legal entity); never a number the applicant types, so the portal cannot be made
 * to send its messages to anyone (docs/security.md "Invitations"). Read before the invitation's transaction,
 * so the route can count the SMS against its limits first; only the applicant may ask.
 */
export async function smsRecipient(services: ActOutputServices, user: RequestUser, uuid: string, partyId: number): Promise<string> {
  const access = await loadActForUser(services.db, uuid, user);
  if (access.viewerRole !== 'applicant') throw new ApiError('act_not_allowed');
  const party = await services.db.selectFrom('act_parties').select('pin').where('act_id', '=', access.act.id).where('id', '=', partyId).executeTakeFirst();
  if (!party) throw new ApiError('act_item_not_found');
  const [contactPhone, person] = await Promise.all([contactPhoneOfPin(services.db, party.pin), services.registries.civil.findPerson(party.pin)]);
  const phone = smsPhoneOf({ contactPhone, registryPhone: person?.phone ?? null });
  if (!phone) throw new ApiError('invite_phone_unknown');
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
export async function inviteParty(
  services: ActOutputServices,
  user: RequestUser,
  uuid: string,
  partyId: number,
  body: InviteBody,
  origin: string,
  smsPhone: string | null,
): Promise<InviteResponse> {
  if (body.channel === 'sms' && smsPhone === null) throw new ApiError('invite_phone_unknown');
  const now = services.now();
  const invited = await withActTransaction(
    services.db,
    uuid,
    user,
    async (trx, access): Promise<Invited & { parties: PartyRow[] }> => {
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
      const token = party.invite_token !== null && !startsNewInvitation(party.status, true) ? party.invite_token : newInviteToken();
      if (token !== party.invite_token) {
        await trx.updateTable('act_parties').set({ invite_token: token, status: null, decided_at: null, sms_sent: 0 }).where('id', '=', party.id).execute();
      }
      await writeHistory(trx, act.id, editEntry(access, 'invite_party', now, `${body.channel}: ${maskPersonName(party.full_name ?? '')}`));
      return { act, party, token, parties };
    },
    { now },
  );

  const link = inviteLink(origin, uuid, invited.token);
  let smsSent = false;
  if (body.channel === 'sms' && smsPhone !== null) {
    const locale = isLocale(invited.act.language) ? invited.act.language : 'oz';
    const typeName = isActTypeId(invited.act.act_type_id) ? ACT_TYPE_NAMES[invited.act.act_type_id][locale] : '';
    const text = invitationSmsText(locale, { inviterName: await inviterName(services, invited.act, invited.parties), actTypeName: typeName, link });
    await services.registries.sms.send({ phone: smsPhone, text, purpose: 'act_invitation', actId: invited.act.id });
    await services.db.updateTable('act_parties').set({ sms_sent: 1 }).where('id', '=', invited.party.id).where('invite_token', '=', invited.token).execute();
    smsSent = true;
  }
  const access = await loadActForUser(services.db, uuid, user);
  return {
    channel: body.channel,
    link,
    qrSvg: body.channel === 'qr' ? await qrSvg(link) : null,
    smsSent,
    smsTo: smsSent && smsPhone !== null ? maskTail(smsPhone) : null,
    details: await loadActDetails(services.db, access, now),
  };
}
