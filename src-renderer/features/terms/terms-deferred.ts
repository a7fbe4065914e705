import { citizenAtom } from '../../state/citizen-state.ts';

/**
 * True while a login shows its own dialogs: the offer waits until the success dialog closes
 * (spec §4.5 "Success dialog close: … If termsofuse is not 1, the offer dialog opens").
 */
export const termsDeferredAtom = citizenAtom(false);
