import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { AUTH_ROUTES } from '../../../src-domain/auth/auth-routes.ts';
import { UserSchema } from '../../../src-domain/auth/user.ts';
import { getJson } from '../../api/client.ts';
import { userAtom } from '../../state/user.ts';
import type { ProfileUser } from './profile-rows.ts';

/** Query key of the signed-in user's profile. */
export const RQKEY = (person: string) => ['profile', person] as const;

/**
 * The profile (spec §2 screen 19): the session's user at once, refreshed by `GET /api/profile`.
 * Until the refresh answers, or when it fails, the stored user is what is shown.
 */
export function useProfile() {
  const stored = useAtomValue(userAtom);
  const query = useQuery({
    queryKey: RQKEY(stored?.pin ?? ''),
    queryFn: ({ signal }) => getJson(AUTH_ROUTES.profile, UserSchema, { signal }),
  });
  const user: ProfileUser | null = query.data ?? stored;
  return { user, pending: query.isPending, failed: query.isError };
}
