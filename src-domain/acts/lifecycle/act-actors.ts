/**
 * Who acts on one notarial act, relative to that act (spec §6): the applicant who prepared it,
 * an invited party, the act's assigned notary, or anyone else. `system` is the server's own
 * scheduler, never a signed-in user: only it records a no-show (spec §4).
 */
export const ACT_ACTORS = ['applicant', 'party', 'notary', 'other', 'system'] as const;
export type ActActor = (typeof ACT_ACTORS)[number];

/**
 * A party's answer to its invitation (spec §3 "status (null awaiting confirmation, accepted,
 * declined)"; §4 "can exit the deal" adds `exited`).
 */
export const PARTY_STATUSES = [null, 'accepted', 'declined', 'exited'] as const;
export type PartyStatus = (typeof PARTY_STATUSES)[number];
