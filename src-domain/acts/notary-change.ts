import type { ActState } from './act-states.ts';

/**
 * Steps at which the applicant may still choose, change or reject the notary (spec §1 "may
 * reject the automatically chosen notary and pick another"; §4 steps 1–2): while the act is
 * prepared and while the notary checks it. From step 3 the notary has accepted the check and
 * the act is theirs.
 */
export const NOTARY_CHANGE_STEPS: readonly number[] = [1, 2];

export interface NotaryChangeFacts {
  /** The viewer's role on this act (applicant, party, notary, other, admin). */
  readonly role: string;
  readonly step: number;
  readonly state: ActState;
}

/** Whether this viewer may choose or change the act's notary now; the server refuses otherwise. */
export function mayChangeNotary(facts: NotaryChangeFacts): boolean {
  return facts.role === 'applicant' && facts.state === 'draft' && NOTARY_CHANGE_STEPS.includes(facts.step);
}
