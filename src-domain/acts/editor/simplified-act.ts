import { REG_TYPES, type RegType } from '../act-types.ts';

/**
 * The simplified act (spec §2 screen 12 "new simplified act"; the spec does not define it — see
 * docs/decisions "simplified act"): an act registered IN PERSON, prepared online only as far as
 * its general info and its applicant; the notary completes the parties and subjects at the
 * office from the originals. The editor and the server read these two rules from here.
 */
export const SIMPLIFIED_ACT_REGTYPE: RegType = REG_TYPES.inPerson;

/** A simplified act is registered in person only (no video conference). */
export function isRegtypeAllowed(simplified: boolean, regtype: number): boolean {
  return !simplified || regtype === SIMPLIFIED_ACT_REGTYPE;
}

/** Whether the applicant must enter the counterpart and the subject before sending (spec §4 "1 to 2"). */
export function applicantEntersPartiesAndSubjects(act: { readonly simplified: boolean }): boolean {
  return !act.simplified;
}
