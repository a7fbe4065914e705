import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Public searches and checks (spec §2 screens 11, 18): not in this version yet. */
export function SearchProxyPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.searchProxy']} />;
}

export function SearchInheritancePage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.searchInheritance']} />;
}

export function SearchActPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.searchAct']} />;
}

export function SearchBanPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.searchBan']} />;
}
