import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ACTIVITY_EVENTS } from '../../features/idle-wipe/idle-watch.tsx';
import { reportPresence } from '../../platform/terminal.ts';
import { liveUserMedia } from '../../platform/user-media.ts';
import { heldActivities, onActivityHoldChange } from '../../state/activity-hold.ts';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { createPresenceReporter } from './presence-reporter.ts';

/** How often the open camera and microphone are looked at (a stopped track fires no event). */
export const MEDIA_POLL_MS = 2_000;

function useLiveMedia(): { camera: boolean; microphone: boolean } {
  const [media, setMedia] = useState(liveUserMedia);
  useEffect(() => {
    const timer = setInterval(() => {
      const now = liveUserMedia();
      setMedia((before) => (before.camera === now.camera && before.microphone === now.microphone ? before : now));
    }, MEDIA_POLL_MS);
    return () => clearInterval(timer);
  }, []);
  return media;
}

/**
 * The kiosk's presence report to main (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md):
 * the session, the visit (`visit`: the idle clock is not resting), the activities under way
 * (`state/activity-hold.ts`), the camera and microphone, and the last touch. An update restarts
 * the terminal only when this says nobody is there.
 */
export function useReportPresence(visit: boolean): void {
  const session = useAtomValue(isAuthenticatedAtom);
  const activities = useSyncExternalStore(onActivityHoldChange, heldActivities);
  const { camera, microphone } = useLiveMedia();
  const reporter = useRef<ReturnType<typeof createPresenceReporter> | null>(null);

  useEffect(() => {
    const current = createPresenceReporter({ send: reportPresence });
    reporter.current = current;
    const onTouch = () => current.touch();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onTouch, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onTouch, { capture: true });
      current.dispose();
      reporter.current = null;
    };
  }, []);

  useEffect(() => {
    reporter.current?.update({ session, visit, activities, camera, microphone });
  }, [session, visit, activities, camera, microphone]);
}
