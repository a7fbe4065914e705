import type { ActState } from '../acts/act-states.ts';
import { REG_TYPES } from '../acts/act-types.ts';

/**
 * When an act is signed (docs/signatures.md "Signing in the room"): an act registered by video
 * (spec §3 regtype 2) at step 8, awaiting registration — after the parties have paid and while
 * they are in the room with the notary (spec §4 step 8 "parties attend at the set time … by
 * video"). Before that there is no final text; after it, the act is registered.
 */
export interface SigningWindowAct {
  readonly regtype: number;
  readonly step: number;
  readonly state: ActState;
}

export function isSigningOpen(act: SigningWindowAct): boolean {
  return act.regtype === REG_TYPES.video && act.step === 8 && act.state === 'awaiting_registration';
}
