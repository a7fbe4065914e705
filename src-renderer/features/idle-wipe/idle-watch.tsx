import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isIdleHeld, onActivityHoldChange } from '../../state/activity-hold.ts';
import { createIdleController, type IdleController, type IdleState } from './idle-controller.ts';
import { StillThereDialog } from './still-there-dialog.tsx';

/**
 * What counts as someone at the terminal: any touch, pointer, key or input. Listened to on the
 * window in the capture phase, so a component that stops an event's propagation (the on-screen
 * keyboard, a dialog) still counts as activity.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'input', 'wheel'] as const;

export interface IdleWatchProps {
  idleMs: number;
  countdownMs: number;
  /** The wipe, run when the countdown ends unanswered. */
  onExpire: () => Promise<void>;
  /**
   * Told whether a visit is under way: someone used the terminal since the last wipe (any phase
   * but resting). The kiosk's presence report to main says so (docs/decisions/0025-…).
   */
  onVisitChange?: (visit: boolean) => void;
  /** Counts the wipes; a change made elsewhere (the header's logout) puts the clock to rest. */
  wipeGeneration?: number;
}

const RESTING: IdleState = { phase: 'resting' };
const noSubscription = () => () => undefined;

/**
 * The kiosk idle clock on the page: activity from the DOM, holds from the citizen's work without
 * touches (`state/activity-hold.ts`: a call, a recording, a face check, a device test, signing), the countdown dialog while it asks. Renders nothing otherwise.
 */
export function IdleWatch({ idleMs, countdownMs, onExpire, onVisitChange, wipeGeneration = 0 }: IdleWatchProps) {
  const latestExpire = useRef(onExpire);
  const latestVisit = useRef(onVisitChange);
  const [controller, setController] = useState<IdleController | null>(null);

  useEffect(() => {
    latestExpire.current = onExpire;
    latestVisit.current = onVisitChange;
  });

  useEffect(() => {
    const idle = createIdleController({ timings: { idleMs, countdownMs }, onExpire: () => latestExpire.current() });
    const onActivity = () => idle.activity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    idle.setHeld(isIdleHeld());
    const stopHolds = onActivityHoldChange((held) => idle.setHeld(held.length > 0));
    setController(idle);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      stopHolds();
      idle.dispose();
    };
  }, [idleMs, countdownMs]);

  const restedAt = useRef(wipeGeneration);
  useEffect(() => {
    if (!controller || restedAt.current === wipeGeneration) return;
    restedAt.current = wipeGeneration;
    controller.rest();
  }, [controller, wipeGeneration]);

  const state = useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getState ?? (() => RESTING));
  const visit = state.phase !== 'resting';
  useEffect(() => {
    latestVisit.current?.(visit);
  }, [visit]);
  if (!controller || state.phase !== 'asking') return null;
  return <StillThereDialog secondsLeft={state.secondsLeft} onContinue={controller.stillHere} />;
}
