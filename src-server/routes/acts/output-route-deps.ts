import type { ActOutputServices } from '../../acts/invitations/invitation-deps.ts';
import type { InviteSmsLimits } from '../../acts/act-limits.ts';

/**
 * What the invitation, invoice, document and handoff routes of an act are given (act-app-context.ts): the act
 * services, the act check-code secret, the portal's public origin for links that leave the page
 * (SMS, QR codes, the printed act's check link: never the request's Host), and the SMS limits.
 */
export interface ActOutputRouteDeps extends ActOutputServices {
  checkSecret: () => Promise<string>;
  publicOrigin: string;
  smsLimits: InviteSmsLimits;
}
