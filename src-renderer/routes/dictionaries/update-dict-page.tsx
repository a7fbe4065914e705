import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Dictionary and data update (spec §2 screen 18): not in this version yet. */
export function UpdateDictPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.updateDict']} />;
}
