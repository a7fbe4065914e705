import { useEffect } from 'react';
import { TERMINAL_ACTIVITIES, type TerminalActivity } from '../../src-domain/kiosk/terminal-presence.ts';

/**
 * A citizen's real work that runs without a touch — a video call, a recording being sealed, a
 * face check, a device test, a signature in the agent's own window — holds the kiosk idle clock
 * (docs/decisions/0022-kiosk-idle-wipe.md) and keeps an update from restarting the terminal
 * (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md). Each activity has its own end
 * or time-out; the idle time starts afresh when the last one ends. Kept here, outside any
 * feature, because the features that hold (face check, video call, device test, signing) and the
 * ones that watch (the idle wipe, the presence report) may not import each other.
 */
const counts = new Map<TerminalActivity, number>();
const listeners = new Set<(held: readonly TerminalActivity[]) => void>();
let held: readonly TerminalActivity[] = [];

function changed(): void {
  const next = TERMINAL_ACTIVITIES.filter((activity) => (counts.get(activity) ?? 0) > 0);
  if (next.length === held.length && next.every((activity, index) => held[index] === activity)) return;
  held = next;
  for (const listener of listeners) listener(held);
}

/** Holds for `activity` until the returned release is called (a second call does nothing). */
export function holdActivity(activity: TerminalActivity): () => void {
  counts.set(activity, (counts.get(activity) ?? 0) + 1);
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    counts.set(activity, (counts.get(activity) ?? 1) - 1);
    changed();
  };
}

/** The activities under way, each once, in `TERMINAL_ACTIVITIES` order (the same array until it changes). */
export function heldActivities(): readonly TerminalActivity[] {
  return held;
}

/** True while any activity holds the idle clock. */
export function isIdleHeld(): boolean {
  return held.length > 0;
}

/** Calls `listener` whenever the set of activities under way changes; returns the unsubscribe. */
export function onActivityHoldChange(listener: (held: readonly TerminalActivity[]) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Holds for `activity` while the calling component is mounted and `active` is true: used by the
 * component or hook that owns the activity's lifetime, so an unmount (a page left, the idle wipe
 * remounting the frame) always lets go.
 */
export function useActivityHold(activity: TerminalActivity, active = true): void {
  useEffect(() => (active ? holdActivity(activity) : undefined), [activity, active]);
}
