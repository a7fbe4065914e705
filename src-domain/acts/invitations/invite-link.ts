/**
 * Invitation links (spec §3 Party "invitation link", §4 wizards "invite parties by SMS, link or
 * QR"): `{origin}/enotarial_act/{uuid}?invite={token}`. The token is random, url-safe base64
 * (24 bytes = 192 bits, made by the server), stored on the party row; it only names the
 * invitation: the invitee must still sign in as that party's pin to see or answer it.
 */
export const INVITE_QUERY_PARAM = 'invite';
export const INVITE_TOKEN_BYTES = 24;
/** 24 bytes in base64url without padding; shorter or other characters cannot be ours. */
export const INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function isInviteToken(value: unknown): value is string {
  return typeof value === 'string' && INVITE_TOKEN_PATTERN.test(value);
}

/** The portal path the link opens: the act details, which offer accept and decline. */
export function invitePath(uuid: string, token: string): string {
  return `/enotarial_act/${encodeURIComponent(uuid)}?${INVITE_QUERY_PARAM}=${encodeURIComponent(token)}`;
}

/** The full link for an SMS or a QR code; `origin` is the portal's public origin, no trailing slash. */
export function inviteLink(origin: string, uuid: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}${invitePath(uuid, token)}`;
}
