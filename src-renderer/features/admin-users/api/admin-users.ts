import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountChange } from '../../../../src-domain/admin/user-admin-rules.ts';
import {
  ADMIN_USERS_PATH,
  adminUserPath,
  adminUserRolesPath,
  adminUserSessionsEndPath,
  adminUserStatePath,
  AdminUserDetailsSchema,
  AdminUsersResponseSchema,
  type AdminUserDetails,
  type AdminUsersQueryInput,
} from '../../../../src-domain/http/routes/admin-users.ts';
import { getJson, postJson } from '../../../api/client.ts';

/** The list's filter as the address holds it (use-user-list-params.ts). */
export type UserListFilter = Required<Pick<AdminUsersQueryInput, 'q' | 'sort' | 'order'>> & Omit<AdminUsersQueryInput, 'q' | 'sort' | 'order' | 'pageSize'>;

export const RQKEY_LIST = (filter: UserListFilter) => ['admin', 'users', 'list', filter] as const;
export const RQKEY_USER = (id: number) => ['admin', 'users', 'one', id] as const;

/** One page of accounts; the previous page stays while the next loads. */
export function useAdminUsers(filter: UserListFilter) {
  return useQuery({
    queryKey: RQKEY_LIST(filter),
    queryFn: ({ signal }) => getJson(ADMIN_USERS_PATH, AdminUsersResponseSchema, { signal, query: { ...filter, q: filter.q || undefined } }),
    placeholderData: keepPreviousData,
  });
}

/** One account with its admin labels and audit trail (names come in the caller's locale). */
export function useAdminUser(id: number | null, locale: string) {
  return useQuery({
    queryKey: [...RQKEY_USER(id ?? 0), locale],
    queryFn: ({ signal }) => getJson(adminUserPath(id ?? 0), AdminUserDetailsSchema, { signal }),
    enabled: id !== null,
  });
}

export type AccountRequest = { readonly change: AccountChange; readonly reason: string } | { readonly endSessions: true; readonly reason: string };

function send(id: number, request: AccountRequest): Promise<AdminUserDetails> {
  if ('endSessions' in request) return postJson(adminUserSessionsEndPath(id), { reason: request.reason }, AdminUserDetailsSchema);
  const { change, reason } = request;
  return change.kind === 'role'
    ? postJson(adminUserRolesPath(id), { role: change.role, granted: change.granted, reason }, AdminUserDetailsSchema)
    : postJson(adminUserStatePath(id), { state: change.state, reason }, AdminUserDetailsSchema);
}

/** A role, the state or the sessions of one account, changed with a reason (spec §6). */
export function useAccountChange(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: AccountRequest) => send(id, request),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['admin', 'users'] });
    },
  });
}
