import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Profile (spec §2 screen 19): not in this version yet. */
export function ProfilePage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.profile']} />;
}
