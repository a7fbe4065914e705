import { randomBytes } from 'node:crypto';
import { INVITE_TOKEN_BYTES } from '../../../src-domain/acts/invitations/invite-link.ts';

/** A fresh invitation token: 192 random bits, base64url (src-domain/acts/invitations/invite-link.ts). */
export function newInviteToken(): string {
  return randomBytes(INVITE_TOKEN_BYTES).toString('base64url');
}
