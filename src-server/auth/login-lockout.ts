export interface LoginLockoutOptions {
  /** Failed logins of one pin within `windowMs` that lock it. */
  maxFailures: number;
  windowMs: number;
  now: () => Date;
  /** Pins tracked at most; the oldest are forgotten beyond (bounds memory under a flood). */
  maxTrackedPins?: number;
}

export const DEFAULT_LOGIN_LOCKOUT = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

/**
 * Failed logins per pin (issue 3: against guessing a passport for a known pin). A sliding
 * window: the pin is locked while `maxFailures` failures lie within the last `windowMs`, and
 * unlocks when the oldest of them leaves the window. In memory: the reference server is one
 * process (ARCHITECTURE.md); a restart forgets the counts.
 */
export interface LoginLockout {
  /** Seconds until the pin may try again, or 0 when it is not locked. */
  retryAfterSeconds(pin: string): number;
  recordFailure(pin: string): void;
  /** A successful login forgets the pin's failures. */
  clear(pin: string): void;
}

export function createLoginLockout(options: LoginLockoutOptions): LoginLockout {
  const { maxFailures, windowMs, now } = options;
  const maxTrackedPins = options.maxTrackedPins ?? 100_000;
  const failures = new Map<string, number[]>();

  const recent = (pin: string): number[] => {
    const since = now().getTime() - windowMs;
    const times = (failures.get(pin) ?? []).filter((time) => time > since);
    if (times.length === 0) failures.delete(pin);
    else failures.set(pin, times);
    return times;
  };

  return {
    retryAfterSeconds(pin) {
      const times = recent(pin);
      if (times.length < maxFailures) return 0;
      const unlocksAt = (times[times.length - maxFailures] ?? 0) + windowMs;
      return Math.max(1, Math.ceil((unlocksAt - now().getTime()) / 1000));
    },
    recordFailure(pin) {
      const times = recent(pin);
      // Re-inserting moves the pin to the end of the Map's order: the first key is the stalest.
      failures.delete(pin);
      failures.set(pin, [...times, now().getTime()].slice(-maxFailures));
      for (const stale of failures.keys()) {
        if (failures.size <= maxTrackedPins) break;
        failures.delete(stale);
      }
    },
    clear(pin) {
      failures.delete(pin);
    },
  };
}
