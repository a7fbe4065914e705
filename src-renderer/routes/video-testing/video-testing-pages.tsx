import { DeviceTestView } from './device-test-view.tsx';

/** Video conference device test (spec §1, §2 `video_testing`, §5, §8 device check). The room test is room-video-testing-page.tsx. */
export function VideoTestingPage() {
  return <DeviceTestView mode="browser" />;
}

/** The same test at a kiosk terminal (`/kiosk/video_testing`, signed in like every kiosk page). */
export function KioskVideoTestingPage() {
  return <DeviceTestView mode="kiosk" />;
}
