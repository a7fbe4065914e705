import * as v from 'valibot';
import { ACT_STATES } from '../../acts/act-states.ts';
import { ACT_TYPE_IDS } from '../../acts/act-types.ts';
import { INVITE_CHANNELS } from '../../acts/invitations/invite-rules.ts';
import { ACT_STEP_VALUES } from '../../acts/steps.ts';
import { ActDetailsSchema, ActPartyParamsSchema } from './acts.ts';
import { LocalizedTextSchema } from './localized-text.ts';

/**
 * Party invitations (spec §3 Party "invitation link, SMS sent flag, QR code"; §4 wizards
 * "invite parties by SMS, link or QR and refresh"; issue 4 item 5). The applicant invites a
 * party of the act; the invitee opens `/enotarial_act/{uuid}?invite={token}`, signs in and
 * answers. Every route needs a signed-in user; the invitation routes answer only the party the
 * token was made for (anyone else: 418 `pin_not_found_in_uuid`); an unknown token is 404
 * `invitation_not_found`. Refresh is `GET /api/acts/:uuid` (its parties carry their statuses).
 */
export const ACT_PARTY_INVITE_PATH = '/api/acts/:uuid/parties/:partyId/invite';
export const INVITATION_PATH = '/api/invitations/:token';
export const INVITATION_ACCEPT_PATH = '/api/invitations/:token/accept';
export const INVITATION_DECLINE_PATH = '/api/invitations/:token/decline';

export const actPartyInvitePath = (uuid: string, partyId: number): string => `/api/acts/${encodeURIComponent(uuid)}/parties/${partyId}/invite`;
export const invitationPath = (token: string): string => `/api/invitations/${encodeURIComponent(token)}`;
export const invitationAcceptPath = (token: string): string => `${invitationPath(token)}/accept`;
export const invitationDeclinePath = (token: string): string => `${invitationPath(token)}/decline`;

export const ActPartyInviteParamsSchema = ActPartyParamsSchema;

/**
 * `POST /api/acts/:uuid/parties/:partyId/invite` (the applicant, steps 1–8). `sms` sends the
 * link to the party's phone in the civil registry, never to a number typed here (400
 * `invite_phone_unknown` when the registry has none; limited per user, act and phone, 429);
 * `link` and `qr` only answer the link (and the QR code). Sending again keeps the open
 * invitation's token; a party that declined or left gets a new one (the old link is dead).
 */
export const InviteBodySchema = v.object({
  channel: v.picklist(INVITE_CHANNELS, 'error_invalid_value'),
});
export type InviteBody = v.InferOutput<typeof InviteBodySchema>;
export type InviteBodyInput = v.InferInput<typeof InviteBodySchema>;

export const InviteResponseSchema = v.object({
  channel: v.picklist(INVITE_CHANNELS),
  /** `{origin}/enotarial_act/{uuid}?invite={token}` (origin: PUBLIC_ORIGIN, else the request's host). */
  link: v.string(),
  /** `qr` only: an `<svg>` of the link, ready to inline (made on the server with `qrcode`). */
  qrSvg: v.nullable(v.string()),
  /** `sms` only: the message was handed to the SMS gateway (its outbox). */
  smsSent: v.boolean(),
  /** `sms` only: the number it went to, masked but for its last two digits (`*******88`). */
  smsTo: v.nullable(v.string()),
  details: ActDetailsSchema,
});
export type InviteResponse = v.InferOutput<typeof InviteResponseSchema>;

/**
 * `:token` as it may arrive: url-safe text of a token's length. Our tokens are exactly
 * INVITE_TOKEN_PATTERN; anything else of this shape is simply unknown (404), not malformed.
 */
export const InvitationParamsSchema = v.object({
  token: v.pipe(v.string('error_invalid_value'), v.regex(/^[A-Za-z0-9_-]{16,64}$/, 'error_invalid_value')),
});

/** `GET /api/invitations/:token`: what the invitee is asked to answer. */
export const InvitationSchema = v.object({
  uuid: v.string(),
  actId: v.number(),
  actTypeId: v.picklist(ACT_TYPE_IDS),
  step: v.picklist(ACT_STEP_VALUES),
  state: v.picklist(ACT_STATES),
  /** The applicant who invites. */
  inviterName: v.string(),
  notaryName: v.nullable(LocalizedTextSchema),
  partyId: v.number(),
  /** The invitee's role in the act (src-domain/acts/party-roles.ts). */
  role: v.string(),
  /** null awaiting the answer, then accepted or declined, or exited (spec §3, §4). */
  status: v.nullable(v.picklist(['accepted', 'declined', 'exited'])),
  decidedAt: v.nullable(v.string()),
  /** What the invitee may do now (the lifecycle table): accept_invitation, decline_invitation, exit_deal. */
  allowedActions: v.array(v.picklist(['accept_invitation', 'decline_invitation', 'exit_deal'])),
});
export type Invitation = v.InferOutput<typeof InvitationSchema>;

/** `POST …/accept` and `…/decline` take no body and answer the act as the party now sees it. */
export const InvitationAnswerResponseSchema = ActDetailsSchema;
