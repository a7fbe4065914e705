import { paths } from '../../app/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

const catalogue = { title: ROUTE_TITLES['route.catalogue'], href: paths.catalogue.href() };

/** Service catalogue (spec §2 screen 10): not in this version yet. */
export function CatalogueListPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.catalogue']} />;
}

export function CatalogueDetailsPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.catalogueDetails']} parents={[catalogue]} />;
}

export function FeeCalculatorPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.feeCalculator']} parents={[catalogue]} />;
}
