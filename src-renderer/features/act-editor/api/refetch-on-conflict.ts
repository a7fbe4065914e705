import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/api-error.ts';
import { actKey } from '../../../api/query-keys.ts';

/**
 * A 409 `act_version_conflict` means someone changed the act since it was shown (the notary, the
 * applicant in another tab): fetch it again so the next save carries the new `version`. What
 * the user typed stays in the form.
 */
export async function refetchOnConflict(queryClient: QueryClient, uuid: string, error: unknown): Promise<void> {
  if (isApiError(error) && error.status === 409) await queryClient.invalidateQueries({ queryKey: actKey(uuid) });
}
