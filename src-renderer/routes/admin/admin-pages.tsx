import { useLingui } from '@lingui/react/macro';
import { useShownLocale } from '../../ui/use-shown-locale.ts';
import { formatDecimal } from '../../../src-domain/i18n/format-number.ts';
import { useParams } from 'react-router';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useAdminUser, useAdminUsers } from '../../features/admin-users/api/admin-users.ts';
import { useUserListParams } from '../../features/admin-users/use-user-list-params.ts';
import { UserDetails } from '../../features/admin-users/user-details.tsx';
import { UserFilters } from '../../features/admin-users/user-filters.tsx';
import { UserTable } from '../../features/admin-users/user-table.tsx';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../state/locale.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { LoadState } from '../../ui/load-state.tsx';
import { Pager } from '../../ui/pager.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import '../../features/admin-users/admin-users.css';

/**
 * Administration: users (spec §2 `admin/users`, §6 administrator). Search, filters, order and
 * page are in the address and go to the server; a signed-in user without the role is sent to the
 * 403 page by the server's answer (spec §8 "Other 403: go to the 403 page").
 */
export function AdminUsersPage() {
  const { t, i18n } = useLingui();
  const shownLocale = useShownLocale();
  const heading = i18n._(ROUTE_TITLES['route.adminUsers']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  const { filter, hrefWith, change } = useUserListParams();
  const query = useAdminUsers(filter);
  const data = query.data;
  const total = formatDecimal(data?.total ?? 0, shownLocale, 0);
  return (
    <article className="page admin-users">
      <h1>{heading}</h1>
      <UserFilters filter={filter} onChange={change} />
      <section aria-labelledby="admin-results" aria-busy={query.isFetching}>
        <h2 id="admin-results">{t({ id: 'admin.list.heading', message: 'Foydalanuvchilar ro‘yxati' })}</h2>
        <p role="status">{data && !query.isPlaceholderData ? t({ id: 'admin.list.count', message: `Topilgan foydalanuvchilar: ${total}` }) : null}</p>
        <LoadState pending={query.isLoading} failed={query.isError} onRetry={() => void query.refetch()} />
        {data && data.items.length === 0 ? <p className="notice">{t({ id: 'admin.list.empty', message: 'Shartlarga mos foydalanuvchi topilmadi.' })}</p> : null}
        {data && data.items.length > 0 ? <UserTable users={data.items} hrefFor={paths.adminUser.href} /> : null}
        {data ? (
          <Pager
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            label={t({ id: 'admin.pager.label', message: 'Foydalanuvchilar sahifalari' })}
            hrefFor={(page) => hrefWith({ page: page > 1 ? page : undefined })}
          />
        ) : null}
      </section>
    </article>
  );
}

/** Administration: one user (spec §2 `admin/users/{id}`, §3 admin user labels). */
export function AdminUserPage() {
  const { t, i18n } = useLingui();
  const list = i18n._(ROUTE_TITLES['route.adminUsers']);
  const heading = i18n._(ROUTE_TITLES['route.adminUser']);
  const { id = '' } = useParams();
  const userId = /^\d{1,9}$/.test(id) ? Number(id) : null;
  const locale = useAtomValue(localeAtom);
  const query = useAdminUser(userId, locale);
  const user = query.data;
  useBreadcrumb([{ label: list, href: paths.adminUsers.href() }, { label: user?.fullname ?? heading }]);
  useDocumentTitle(user ? `${user.fullname} — ${heading}` : heading);
  return (
    <article className="page admin-user">
      <h1>{user?.fullname ?? heading}</h1>
      {userId === null ? (
        <p className="notice" role="alert">
          {t({ id: 'admin.user.unknown', message: 'Bunday foydalanuvchi topilmadi.' })}
        </p>
      ) : (
        <>
          <LoadState pending={query.isPending} failed={query.isError} onRetry={() => void query.refetch()} />
          {user ? <UserDetails user={user} /> : null}
        </>
      )}
    </article>
  );
}
