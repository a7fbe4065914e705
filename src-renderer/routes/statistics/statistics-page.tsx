import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Statistics (spec §1 public services): not in this version yet. */
export function StatisticsPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.statistics']} />;
}
