/**
 * The kiosk idle clock (docs/architecture.md, Kiosk behaviour; docs/decisions/0022-kiosk-idle-wipe.md)
 * as plain logic over an injected clock, so it is tested with fake timers and driven in the
 * browser by real ones.
 *
 * - `resting`: nobody has used the terminal since the last wipe; there is nothing to wipe.
 * - `watching`: someone is using it; the idle time runs from the last activity.
 * - `held`: the citizen's work runs without touches (a call, a recording, a face check, a device
 *   test, signing: `state/activity-hold.ts`; each has its own end or time-out); no idle time counts.
 * - `asking`: "Are you still there?" with the seconds left; only "continue" keeps the session.
 * - `wiping`: the countdown ran out; the citizen's session is being wiped.
 */
export type IdleState = { phase: 'resting' } | { phase: 'watching' } | { phase: 'held' } | { phase: 'asking'; secondsLeft: number } | { phase: 'wiping' };

export interface IdleTimings {
  /** No activity for this long opens the countdown. */
  idleMs: number;
  /** The countdown's length; the wipe runs when it ends. */
  countdownMs: number;
}

export interface IdleClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface IdleControllerOptions {
  timings: IdleTimings;
  /** The wipe; the controller rests once it settles, whatever its outcome. */
  onExpire: () => Promise<void> | void;
  clock?: IdleClock;
}

export interface IdleController {
  /** A touch, a key, any input: someone is at the terminal. */
  activity: () => void;
  /** The "continue" answer to the countdown. */
  stillHere: () => void;
  /** An activity started (true) or the last one ended (false). */
  setHeld: (held: boolean) => void;
  /** The session was wiped another way (the header's logout): nothing is left to wipe, so rest. */
  rest: () => void;
  getState: () => IdleState;
  subscribe: (listener: () => void) => () => void;
  /** Stops the timer for good (the watching component unmounts). */
  dispose: () => void;
}

const SECOND_MS = 1000;

export const browserClock: IdleClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export function createIdleController({ timings, onExpire, clock = browserClock }: IdleControllerOptions): IdleController {
  let state: IdleState = { phase: 'resting' };
  let lastActivity = clock.now();
  let deadline = 0;
  let held = false;
  let timer: unknown = null;
  let disposed = false;
  const listeners = new Set<() => void>();

  const set = (next: IdleState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const stopTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };

  // One timer at a time. While watching it fires when the idle time of the LAST activity would
  // end (activity only moves a timestamp, so a stream of pointer events costs nothing); while
  // asking it fires on each second so the number on screen counts down. Both compare against
  // the clock instead of counting ticks: a throttled or late timer cannot stretch the wait.
  const schedule = () => {
    stopTimer();
    if (disposed) return;
    if (state.phase === 'watching') {
      timer = clock.setTimeout(check, Math.max(0, lastActivity + timings.idleMs - clock.now()));
    } else if (state.phase === 'asking') {
      const left = deadline - clock.now();
      timer = clock.setTimeout(check, left % SECOND_MS || SECOND_MS);
    }
  };

  const watch = () => {
    lastActivity = clock.now();
    set({ phase: 'watching' });
    schedule();
  };

  const expire = () => {
    stopTimer();
    set({ phase: 'wiping' });
    void Promise.resolve()
      .then(onExpire)
      .catch((error: unknown) => console.error('kiosk idle wipe failed', error))
      .finally(() => {
        if (disposed) return;
        // A hold taken during the wipe (a page that was already going) keeps the clock held.
        if (held) set({ phase: 'held' });
        else set({ phase: 'resting' });
      });
  };

  function check() {
    timer = null;
    const now = clock.now();
    if (state.phase === 'watching') {
      if (now - lastActivity < timings.idleMs) return schedule();
      deadline = now + timings.countdownMs;
      set({ phase: 'asking', secondsLeft: Math.ceil(timings.countdownMs / SECOND_MS) });
      return schedule();
    }
    if (state.phase === 'asking') {
      if (now >= deadline) return expire();
      set({ phase: 'asking', secondsLeft: Math.ceil((deadline - now) / SECOND_MS) });
      return schedule();
    }
  }

  return {
    activity: () => {
      if (state.phase === 'resting') watch();
      else if (state.phase === 'watching') lastActivity = clock.now();
    },
    stillHere: () => {
      if (state.phase === 'asking') watch();
    },
    setHeld: (value) => {
      if (value === held) return;
      held = value;
      if (state.phase === 'wiping') return;
      if (held) {
        stopTimer();
        set({ phase: 'held' });
      } else {
        // The face check or call just ended: someone was there a moment ago.
        watch();
      }
    },
    rest: () => {
      // The controller's own wipe rests when it settles.
      if (state.phase === 'wiping' || state.phase === 'resting') return;
      stopTimer();
      set(held ? { phase: 'held' } : { phase: 'resting' });
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose: () => {
      disposed = true;
      stopTimer();
      listeners.clear();
    },
  };
}
