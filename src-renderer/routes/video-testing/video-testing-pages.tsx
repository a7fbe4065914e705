import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { NotAvailablePage } from '../../ui/not-available.tsx';
import { DeviceTestView } from './device-test-view.tsx';

/** Video conference device test (spec §1, §2 `video_testing`, §5, §8 device check). */
export function VideoTestingPage() {
  return <DeviceTestView mode="browser" />;
}

/** The same test at a kiosk terminal (`/kiosk/video_testing`, signed in like every kiosk page). */
export function KioskVideoTestingPage() {
  return <DeviceTestView mode="kiosk" />;
}

export function RoomVideoTestingPage() {
  return <NotAvailablePage title={ROUTE_TITLES['route.roomVideoTesting']} />;
}
