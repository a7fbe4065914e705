import { AUTH_ROUTES } from '../../../../src-domain/auth/auth-routes.ts';
import { apiClient } from '../../../api/client.ts';

/** `POST /api/offer_accept?action=1|0` (spec §7): no body, the answer is not read. */
export async function sendOfferChoice(accept: boolean, options: { silent?: boolean } = {}): Promise<void> {
  await apiClient.request(AUTH_ROUTES.offerAccept, { method: 'POST', query: { action: accept ? 1 : 0 }, responseKind: 'none', ...options });
}
