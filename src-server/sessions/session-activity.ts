/**
 * How old a session's recorded activity (`last_seen_at`) may be before a signed-in call writes
 * it again. The idle rule (session-validity.ts) ends a session `idle_ms` after `last_seen_at`;
 * a call that finds it less than ACTIVITY_SLACK_MS old leaves it, so the recorded activity is
 * never more than this behind the last call and a session can end at most this much earlier
 * than if every call were written: 5 s of a kiosk's 5 min idle, of a browser's 30 min. Under a
 * burst of calls (a page's parallel queries, a busy kiosk) that spares one row write per call;
 * a failed call, which rotates no token, then commits nothing at all.
 */
export const ACTIVITY_SLACK_MS = 5_000;

/** Whether a call at `now` must record the session's activity, given the recorded `lastSeenAt`. */
export function activityNeedsRecord(lastSeenAt: string, now: Date): boolean {
  const recorded = Date.parse(lastSeenAt);
  // An unreadable time would end the session as idle; write a fresh one rather than trust it.
  return Number.isNaN(recorded) || now.getTime() - recorded >= ACTIVITY_SLACK_MS;
}
