import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Electronic queue (spec §2, §3 Equeue): not in this version yet. */
export function EqueuePage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.equeue']} />;
}
