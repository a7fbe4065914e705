import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Notarial act details (spec §2 screen 13): not in this version yet. */
export function ActDetailsPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.actDetails']} />;
}
