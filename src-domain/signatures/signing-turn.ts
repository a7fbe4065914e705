/**
 * Who signs an act registered by video, and when (spec §1 "video conference needs … digital
 * signature"; docs/signatures.md "Signing in the room"): after the notary has read the act out
 * and fixed its final document, every video participant signs it — each participating party,
 * in any order, and then the notary, last, as a notary signs after the parties on paper.
 * Registration by video waits until every one of them has a verified signature.
 */
export type SignerRole = 'party' | 'notary';

export interface SigningParticipant {
  readonly pin: string;
  readonly role: SignerRole;
}

export const SIGNING_REFUSALS = ['not_participant', 'already_signed', 'parties_first'] as const;
export type SigningRefusal = (typeof SIGNING_REFUSALS)[number];

/** The pins among `participants` without a verified signature on the current document. */
export function unsignedParticipants(participants: readonly SigningParticipant[], signedPins: ReadonlySet<string>): SigningParticipant[] {
  return participants.filter((participant) => !signedPins.has(participant.pin));
}

/** Whether `pin` may sign now; null when it may, else why not. */
export function signingRefusal(participants: readonly SigningParticipant[], signedPins: ReadonlySet<string>, pin: string): SigningRefusal | null {
  const signer = participants.find((participant) => participant.pin === pin);
  if (!signer) return 'not_participant';
  if (signedPins.has(pin)) return 'already_signed';
  if (signer.role === 'notary' && participants.some((other) => other.role === 'party' && !signedPins.has(other.pin))) return 'parties_first';
  return null;
}

/** Everyone has signed: the requirement registration by video checks (src-domain/acts/lifecycle). */
export function allSigned(participants: readonly SigningParticipant[], signedPins: ReadonlySet<string>): boolean {
  return participants.length > 0 && unsignedParticipants(participants, signedPins).length === 0;
}
