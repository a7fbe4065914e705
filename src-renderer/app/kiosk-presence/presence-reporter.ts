import { PRESENCE_TOUCH_AGE_CAP_MS, type TerminalActivity, type TerminalPresence } from '../../../src-domain/kiosk/terminal-presence.ts';

/** A stream of touches is reported at most this often (main compares the last touch with minutes). */
export const PRESENCE_TOUCH_REPORT_MS = 10_000;

/** Everything of the presence report but the touch, which the reporter keeps itself. */
export type PresenceParts = Omit<TerminalPresence, 'lastTouchAgoMs' | 'activities'> & { activities: readonly TerminalActivity[] };

export interface ReporterClock {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserClock: ReporterClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

const sameParts = (a: PresenceParts, b: PresenceParts) =>
  a.session === b.session &&
  a.visit === b.visit &&
  a.camera === b.camera &&
  a.microphone === b.microphone &&
  a.activities.length === b.activities.length &&
  a.activities.every((activity, index) => b.activities[index] === activity);

/**
 * Tells main who is at the kiosk (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md):
 * at once whenever the session, the visit, an activity, the camera or the microphone changes;
 * a touch at once when none was reported for a while, else at the end of the
 * `PRESENCE_TOUCH_REPORT_MS` window. Reports go one after the other, in order.
 */
export function createPresenceReporter({
  send,
  clock = browserClock,
  touchReportMs = PRESENCE_TOUCH_REPORT_MS,
}: {
  send: (presence: TerminalPresence) => Promise<void>;
  clock?: ReporterClock;
  touchReportMs?: number;
}) {
  let parts: PresenceParts | null = null;
  let lastTouchAt: number | null = null;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let timer: unknown = null;
  let disposed = false;
  let queue = Promise.resolve();

  const report = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (disposed || parts === null) return;
    const now = clock.now();
    lastSentAt = now;
    const presence: TerminalPresence = {
      ...parts,
      activities: [...parts.activities],
      lastTouchAgoMs: lastTouchAt === null ? null : Math.min(PRESENCE_TOUCH_AGE_CAP_MS, Math.max(0, Math.round(now - lastTouchAt))),
    };
    queue = queue.then(() => send(presence)).catch((error: unknown) => console.error('kiosk presence report failed', error));
  };

  return {
    update(next: PresenceParts): void {
      if (parts !== null && sameParts(parts, next)) return;
      parts = next;
      report();
    },
    touch(): void {
      lastTouchAt = clock.now();
      if (timer !== null) return;
      const wait = lastSentAt + touchReportMs - lastTouchAt;
      if (wait <= 0) report();
      else timer = clock.setTimeout(report, wait);
    },
    dispose(): void {
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      timer = null;
    },
  };
}
