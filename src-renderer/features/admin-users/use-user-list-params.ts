import { ADMIN_USER_SORTS, USER_TYPES, type AdminUserSort, type UserType } from '../../../src-domain/http/routes/admin-users.ts';
import { USER_STATES, type UserState } from '../../../src-domain/admin/user-admin-rules.ts';
import { ROLES, type Role } from '../../../src-domain/auth/roles.ts';
import { useAddressParams } from '../../ui/use-address-params.ts';
import type { UserListFilter } from './api/admin-users.ts';

const pick = <T extends string | number>(values: readonly T[], text: string | null): T | undefined => values.find((value) => String(value) === text);

/** The users list's search, filters, order and page, kept in the address (shareable, back button). */
export function useUserListParams() {
  const { params, hrefWith, change } = useAddressParams({ replace: false });
  const page = Number(params.get('page'));
  const type = pick<UserType>(USER_TYPES, params.get('type'));
  const filter: UserListFilter = {
    q: (params.get('q') ?? '').slice(0, 100),
    state: pick<UserState>(USER_STATES, params.get('state')),
    role: pick<Role>(ROLES, params.get('role')),
    type: type === undefined ? undefined : (String(type) as '1' | '2'),
    sort: pick<AdminUserSort>(ADMIN_USER_SORTS, params.get('sort')) ?? 'fullname',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    page: Number.isInteger(page) && page > 1 ? String(page) : undefined,
  };
  return { filter, hrefWith, change };
}
