import * as v from 'valibot';
import { HandoffCodeSchema } from '../../acts/handoff/handoff-code.ts';
import { actPath } from './acts.ts';

/**
 * Carrying an act in preparation between a terminal and the web portal
 * (docs/decisions/0044-act-handoff-code.md). Both routes need a signed-in user and are limited per
 * user (docs/security.md "Act handoff").
 *
 * - `POST /api/acts/:uuid/handoff`: the applicant of an act still in preparation gets a fresh
 *   one-time code (any earlier unused code of theirs for the act stops working).
 * - `POST /api/act-handoffs/redeem` `{ code }`: the same person, signed in on the other channel,
 *   gets the act back; the code is used up. Another person's code, an expired, a used or an
 *   unknown one are one answer: 404 `handoff_code_invalid`.
 */
export const ACT_HANDOFF_PATH = '/api/acts/:uuid/handoff';
export const HANDOFF_REDEEM_PATH = '/api/act-handoffs/redeem';

export const actHandoffPath = (uuid: string): string => `${actPath(uuid)}/handoff`;

export const ActHandoffResponseSchema = v.object({
  /** Eight characters of the handoff alphabet, unformatted. */
  code: v.string(),
  /** ISO 8601 UTC: the code works until then, once. */
  expiresAt: v.string(),
  /** `{origin}/my_notarial_act?handoff={code}` (origin: PUBLIC_ORIGIN). */
  link: v.string(),
  /** An `<svg>` QR code of the link, made on the server. */
  qrSvg: v.string(),
});
export type ActHandoffResponse = v.InferOutput<typeof ActHandoffResponseSchema>;

export const HandoffRedeemBodySchema = v.object({ code: HandoffCodeSchema });
export type HandoffRedeemBodyInput = v.InferInput<typeof HandoffRedeemBodySchema>;

export const HandoffRedeemResponseSchema = v.object({
  uuid: v.string(),
  /** The wizard step the act was left at (null: no wizard in progress): where it opens. */
  wizardStep: v.nullable(v.number()),
});
export type HandoffRedeemResponse = v.InferOutput<typeof HandoffRedeemResponseSchema>;
