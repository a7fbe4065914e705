import { paths } from '../../app/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Administration of users (spec §2 screen 18, §6 administrator): not in this version yet. */
export function AdminUsersPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.adminUsers']} />;
}

export function AdminUserPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.adminUser']} parents={[{ title: ROUTE_TITLES['route.adminUsers'], href: paths.adminUsers.href() }]} />;
}
