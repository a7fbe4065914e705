import * as v from 'valibot';

/**
 * The one-time code that carries an act in preparation from a terminal to the web portal and
 * back (docs/decisions/0044-act-handoff-code.md): the applicant asks for it on one channel, signs
 * in on the other and enters it (or opens the QR code's link), and the wizard opens at the step
 * the server keeps. The code names the act only for the person who asked: anyone else, an
 * expired or a used code gets the same refusal.
 *
 * Eight characters of an alphabet without look-alikes (no 0/O, 1/I/L, U/V): about 39 bits, typed
 * from a terminal's screen in a few seconds; guessing is held off by the per-user limit on
 * redeeming and by the code being bound to its person.
 */
export const HANDOFF_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
export const HANDOFF_CODE_LENGTH = 8;
/** Long enough to get home or to a terminal and sign in; short enough that a photographed screen soon says nothing. */
export const HANDOFF_CODE_TTL_MS = 30 * 60_000;
/** The query parameter of the link the QR code holds: `{origin}/my_notarial_act?handoff={code}`. */
export const HANDOFF_QUERY_PARAM = 'handoff';

const CODE_PATTERN = new RegExp(`^[${HANDOFF_CODE_ALPHABET}]{${HANDOFF_CODE_LENGTH}}$`);

/** What a person typed, as the code is stored: capitals, without the spaces and dashes of its printed form. */
export function normalizeHandoffCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]+/g, '');
}

export function isHandoffCode(value: string): boolean {
  return CODE_PATTERN.test(value);
}

/** `ABCD-EFGH`: two groups of four are easier to read out and to type. */
export function formatHandoffCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The code in a request body, normalized; anything else is `handoff_code_format`. */
export const HandoffCodeSchema = v.pipe(
  v.string('handoff_code_format'),
  v.maxLength(32, 'handoff_code_format'),
  v.transform(normalizeHandoffCode),
  v.check(isHandoffCode, 'handoff_code_format'),
);

/** The link a QR code holds; `origin` is the portal's public origin. */
export function handoffLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/my_notarial_act?${HANDOFF_QUERY_PARAM}=${code}`;
}
