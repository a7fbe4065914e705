import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { isIdleHeld, onIdleHoldChange } from '../../state/idle-hold.ts';
import { createIdleController, type IdleController, type IdleState } from './idle-controller.ts';
import { StillThereDialog } from './still-there-dialog.tsx';

/**
 * What counts as someone at the terminal: any touch, pointer, key or input. Listened to on the
 * window in the capture phase, so a component that stops an event's propagation (the on-screen
 * keyboard, a dialog) still counts as activity.
 */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'input', 'wheel'] as const;

export interface IdleWatchProps {
  idleMs: number;
  countdownMs: number;
  /** The wipe, run when the countdown ends unanswered. */
  onExpire: () => Promise<void>;
}

const RESTING: IdleState = { phase: 'resting' };
const noSubscription = () => () => undefined;

/**
 * The kiosk idle clock on the page: activity from the DOM, holds from face checks and video calls
 * (`state/idle-hold.ts`), the countdown dialog while it asks. Renders nothing otherwise.
 */
export function IdleWatch({ idleMs, countdownMs, onExpire }: IdleWatchProps) {
  const latestExpire = useRef(onExpire);
  const [controller, setController] = useState<IdleController | null>(null);

  useEffect(() => {
    latestExpire.current = onExpire;
  });

  useEffect(() => {
    const idle = createIdleController({ timings: { idleMs, countdownMs }, onExpire: () => latestExpire.current() });
    const onActivity = () => idle.activity();
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    idle.setHeld(isIdleHeld());
    const stopHolds = onIdleHoldChange((held) => idle.setHeld(held));
    setController(idle);
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      stopHolds();
      idle.dispose();
    };
  }, [idleMs, countdownMs]);

  const state = useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getState ?? (() => RESTING));
  if (!controller || state.phase !== 'asking') return null;
  return <StillThereDialog secondsLeft={state.secondsLeft} onContinue={controller.stillHere} />;
}
