import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';

/** Video conference device and room tests (spec §1, §8 device check): not in this version yet. */
export function VideoTestingPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.videoTesting']} />;
}

export function RoomVideoTestingPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.roomVideoTesting']} />;
}
