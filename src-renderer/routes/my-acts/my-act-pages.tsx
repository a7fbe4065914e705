import { useParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';
import type { RouteTitleId } from '../../app/route-status.ts';

const myActs = { title: ROUTE_TITLES['route.myActs'], href: paths.myActs.href() };

/** Own acts (spec §2 screen 12) and their parts (screen 15): not in this version yet. */
export function MyActsPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.myActs']} />;
}

export function MyActPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.myAct']} parents={[myActs]} />;
}

function MyActPartPage({ titleId }: { titleId: RouteTitleId }) {
  const { rid = '' } = useParams();
  return <NotAvailablePage title={ROUTE_TITLES[titleId]} parents={[myActs, { title: ROUTE_TITLES['route.myAct'], href: paths.myAct.href(rid) }]} />;
}

export const MyActPartyPage = () => <MyActPartPage titleId="route.myActParty" />;
export const MyActVehiclePage = () => <MyActPartPage titleId="route.myActVehicle" />;
export const MyActRealEstatePage = () => <MyActPartPage titleId="route.myActRealEstate" />;
export const MyActOtherPropertyPage = () => <MyActPartPage titleId="route.myActOtherProperty" />;
