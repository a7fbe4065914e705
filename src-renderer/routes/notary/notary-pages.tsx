import { paths } from '../../app/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Notary registry and details (spec §2 screen 17): not in this version yet. */
export function NotaryListPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.notaries']} />;
}

export function NotaryDetailsPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.notaryDetails']} parents={[{ title: ROUTE_TITLES['route.notaries'], href: paths.notaries.href() }]} />;
}
