import * as v from 'valibot';

/**
 * Whether somebody is at a kiosk terminal, as the renderer sees it (docs/decisions/0022-kiosk-idle-wipe.md,
 * docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md).
 *
 * A citizen's real work that goes on without a touch — listening in a video call, holding still
 * for the camera, speaking into the microphone of the device test, typing a key's password into
 * the signature agent's own window — holds the kiosk idle clock while it runs; each of these has
 * its own end or time-out. The same activities, a session, a visit not yet wiped, an open camera
 * or microphone and a recent touch all keep an update from restarting the terminal.
 */
export const TERMINAL_ACTIVITIES = ['call', 'recording', 'face-check', 'device-test', 'signing'] as const;
export type TerminalActivity = (typeof TERMINAL_ACTIVITIES)[number];

/** A touch older than a day is reported as a day: main only compares it with minutes. */
export const PRESENCE_TOUCH_AGE_CAP_MS = 24 * 60 * 60_000;

const unique = (items: TerminalActivity[]) => new Set(items).size === items.length;

/** What the renderer reports over the bridge (`reportPresence`); main trusts nothing else about it. */
export const TerminalPresenceSchema = v.strictObject({
  /** A citizen (or a technician) is signed in. */
  session: v.boolean(),
  /**
   * Someone has used the terminal since its last wipe (a login being typed, a page being read):
   * the idle clock is not resting. Only the idle wipe (or a start) ends a visit.
   */
  visit: v.boolean(),
  activities: v.pipe(v.array(v.picklist(TERMINAL_ACTIVITIES)), v.maxLength(TERMINAL_ACTIVITIES.length), v.check(unique, 'each activity once')),
  /** A camera or microphone track the app opened is live. */
  camera: v.boolean(),
  microphone: v.boolean(),
  /** Milliseconds since the last touch, key or input on the page; null when none since the renderer started. */
  lastTouchAgoMs: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(PRESENCE_TOUCH_AGE_CAP_MS))),
});
export type TerminalPresence = v.InferOutput<typeof TerminalPresenceSchema>;

/** Nobody at the terminal: what main assumes until the renderer first reports (it starts with a wipe). */
export const NOBODY_PRESENT: TerminalPresence = {
  session: false,
  visit: false,
  activities: [],
  camera: false,
  microphone: false,
  lastTouchAgoMs: null,
};

/** Why a terminal is not idle, in a fixed order (the update status shows them to the technician). */
export const BUSY_REASONS = ['session', 'visit', ...TERMINAL_ACTIVITIES, 'camera', 'microphone', 'recent-touch'] as const;
export type BusyReason = (typeof BUSY_REASONS)[number];

/**
 * Why the terminal is in use, or an empty list when nobody is at it: no session, no visit under
 * way, no activity, camera and microphone closed, and no touch for `quietMs`. `lastTouchAt` is
 * main's own time of the last touch (the report's age taken from the time it arrived).
 */
export function busyReasons(presence: TerminalPresence, lastTouchAt: number | null, nowMs: number, quietMs: number): BusyReason[] {
  const reasons = new Set<BusyReason>();
  if (presence.session) reasons.add('session');
  if (presence.visit) reasons.add('visit');
  for (const activity of presence.activities) reasons.add(activity);
  if (presence.camera) reasons.add('camera');
  if (presence.microphone) reasons.add('microphone');
  if (lastTouchAt !== null && nowMs - lastTouchAt < quietMs) reasons.add('recent-touch');
  return BUSY_REASONS.filter((reason) => reasons.has(reason));
}
