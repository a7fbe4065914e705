import type { ActOutputServices } from '../acts/invitations/invitation-deps.ts';

/**
 * What the invitation, invoice and document routes of an act are given (app.ts): the act
 * services, the act check-code secret, and the portal's public origin for links that leave the
 * page (SMS, QR codes); unset → the origin of each request (src-server/acts/documents/public-origin.ts).
 */
export interface ActOutputRouteDeps extends ActOutputServices {
  checkSecret: () => Promise<string>;
  publicOrigin?: string;
}
