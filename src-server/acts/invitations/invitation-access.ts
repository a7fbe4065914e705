import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RequestUser } from '../../sessions/request-auth.ts';
import { type ActAccess, loadActForUser } from '../act-access.ts';
import type { PartyRow } from '../act-rows.ts';

export interface InvitationAccess {
  access: ActAccess;
  /** The party row the token was made for. */
  party: PartyRow;
}

/** The party row holding `token`; an unknown (or replaced) token is 404 `invitation_not_found`. */
export async function findInvitedParty(db: Db, token: string): Promise<PartyRow> {
  const party = await db.selectFrom('act_parties').selectAll().where('invite_token', '=', token).executeTakeFirst();
  if (!party) throw new ApiError('invitation_not_found');
  return party;
}

/**
 * The invitation as the signed-in user may see it: only the invited person (that party's pin)
 * may open or answer it; the applicant, the notary or anyone else holding the link gets 418
 * `pin_not_found_in_uuid` (spec §8), so a forwarded or leaked link is worth nothing.
 */
export async function loadInvitationForUser(db: Db, token: string, user: RequestUser): Promise<InvitationAccess> {
  const party = await findInvitedParty(db, token);
  const access = await loadActForUser(db, { id: party.act_id }, user);
  if (party.pin !== user.pin) throw new ApiError('pin_not_found_in_uuid', { params: { user: user.pin, pin: user.pin, uuid: access.act.uuid } });
  return { access, party };
}
