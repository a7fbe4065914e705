import { useEffect } from 'react';

/**
 * Holds on the kiosk idle wipe (docs/decisions/0022-kiosk-idle-wipe.md). A citizen in a face
 * check or a video call may sit still for minutes; those have their own time-outs, so while one
 * runs it holds the idle clock and no "Are you still there?" prompt or wipe happens. Kept here,
 * outside any feature, because the features that hold it (face check, video call) and the one
 * that watches it (idle wipe) may not import each other.
 */
let holds = 0;
const listeners = new Set<(held: boolean) => void>();

function notify(): void {
  for (const listener of listeners) listener(holds > 0);
}

/** Holds the idle clock until the returned release is called (a second call does nothing). */
export function holdIdle(): () => void {
  holds += 1;
  if (holds === 1) notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    if (holds === 0) notify();
  };
}

export function isIdleHeld(): boolean {
  return holds > 0;
}

/** Calls `listener` whenever the first hold starts or the last one ends; returns the unsubscribe. */
export function onIdleHoldChange(listener: (held: boolean) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Holds the idle clock while the calling component is mounted and `active` is true. */
export function useIdleHold(active = true): void {
  useEffect(() => (active ? holdIdle() : undefined), [active]);
}
