import type { Db } from '../db/database.ts';
import { countRequest, type BucketCount } from '../repositories/rate-limit-buckets.ts';

/** A process publishes the hits it counted in memory at least this often (docs/decisions/0052-public-reads-and-health-cost.md). */
export const BATCH_PUBLISH_MS = 1_000;

/** One process admits at most `max / UNCONFIRMED_SHARE` hits of a limit the table has not confirmed yet. */
const UNCONFIRMED_SHARE = 20;

/**
 * How many hits of one key a process may hold unconfirmed by the table (N in
 * docs/decisions/0052-public-reads-and-health-cost.md): P processes together admit fewer
 * than `max + P × N` requests in a window, one process exactly `max` (its view is then the true
 * count).
 *
 * Why: let C be the publication after which the table's count first reaches `max`. Before C the
 * table held at most `max − 1` hits; every other admitted hit was, at C, unconfirmed in some
 * process or counted after C. A process's next publication after C answers a count ≥ `max`, so
 * from then on it refuses every new hit; the hits it admitted meanwhile were unconfirmed together
 * with those it held at C, at most N. And at least `max`: a view never exceeds the true count.
 * Hits left unpublished when a window ends are dropped with it; a publication that lands just
 * after the end counts in the next window (stricter, never looser).
 */
export function unconfirmedAllowance(max: number): number {
  return Math.max(1, Math.floor(max / UNCONFIRMED_SHARE));
}

/** The count of one key in this process: the table's last answer and the hits counted since. */
interface Tally {
  windowMs: number;
  /** Every process's published hits in this window, as the table last answered. */
  shared: number;
  /** When the window ends, from the table; null until the table answered in this window. */
  resetAt: number | null;
  /** When the table last answered. */
  confirmedAt: number;
  /** This process's hits in this window: all of them, those in `shared`, those on their way to the table, those counted since. */
  counted: number;
  confirmed: number;
  sending: number;
  pending: number;
  publishing: Promise<void> | null;
}

export interface BatchedCounts {
  /** `count` when it need not wait for the table, answered at once; null otherwise. */
  countAtOnce(key: string, max: number): BucketCount | null;
  /** Counts one hit of `key` and returns the count to admit it against (this hit included) and the window's rest. */
  count(key: string, windowMs: number, max: number): Promise<BucketCount>;
  /** Publishes every key's unpublished hits and forgets ended windows (the timer calls it, and close). */
  publishAll(): Promise<void>;
  /** Stops the timer after a last publication. */
  close(): Promise<void>;
}

/**
 * The count the `seq`-th hit of this process is admitted against: everyone's published hits as the
 * table last answered, less this process's hits after it, plus its own unconfirmed ones up to it.
 * One process alone thus sees exactly `seq`, whenever the table answered.
 */
function viewOf(tally: Tally, seq: number, at: number): BucketCount {
  return { current: tally.shared + seq - tally.confirmed, ttl: Math.max(0, (tally.resetAt ?? at) - at) };
}

/**
 * Rate-limit counts shared through the `rate_limit_buckets` table without a write per request
 * (docs/decisions/0052-public-reads-and-health-cost.md). A process counts hits in memory and
 * adds them to the table in one statement when half its allowance of unconfirmed hits is
 * reached or a second has passed; the table's answer (everyone's published hits) replaces its
 * view. A hit is admitted against that view plus the hits not yet confirmed, so no process ever
 * counts fewer than its own hits and the last known others'. The first hit of a window, a hit
 * beyond the allowance and a hit on a view older than a second wait for the table.
 * `beforeWrite` runs before each statement (the expired rows' sweep).
 */
export function createBatchedCounts(db: Db, now: () => number, beforeWrite: () => Promise<void>): BatchedCounts {
  const tallies = new Map<string, Tally>();

  function publish(key: string, tally: Tally): Promise<void> {
    const delta = tally.pending;
    const at = now();
    tally.pending = 0;
    tally.sending = delta;
    const run = beforeWrite()
      .then(() => countRequest(db, key, tally.windowMs, at, delta))
      .then(
        (row) => {
          tally.shared = row.current;
          tally.confirmed += delta;
          tally.resetAt = at + row.ttl;
          tally.confirmedAt = at;
          tally.sending = 0;
          tally.publishing = null;
        },
        (error: unknown) => {
          tally.sending = 0;
          tally.publishing = null;
          // Never confirmed: the next hit starts again. Otherwise the hits go with the next publication.
          if (tally.resetAt === null) {
            if (tallies.get(key) === tally) tallies.delete(key);
          } else tally.pending += delta;
          throw error;
        },
      );
    tally.publishing = run;
    return run;
  }

  /** The common case without waiting for the table (a known, fresh window within the allowance), or null. */
  function countAtOnce(key: string, max: number): BucketCount | null {
    const at = now();
    const tally = tallies.get(key);
    if (!tally || tally.resetAt === null || at >= tally.resetAt || at - tally.confirmedAt >= BATCH_PUBLISH_MS) return null;
    const allowance = unconfirmedAllowance(max);
    if (tally.sending + tally.pending >= allowance) return null;
    tally.pending += 1;
    tally.counted += 1;
    if (!tally.publishing && tally.pending >= Math.ceil(allowance / 2)) publish(key, tally).catch(() => undefined);
    return viewOf(tally, tally.counted, at);
  }

  async function count(key: string, windowMs: number, max: number): Promise<BucketCount> {
    const allowance = unconfirmedAllowance(max);
    for (;;) {
      const at = now();
      const tally = tallies.get(key);
      if (tally?.publishing) {
        const ended = tally.resetAt === null || at >= tally.resetAt;
        if (ended || tally.sending + tally.pending >= allowance) {
          // The publication's own caller (or the timer) reports its failure; this hit looks again.
          await tally.publishing.catch(() => undefined);
          continue;
        }
      }
      if (!tally || tally.resetAt === null || at >= tally.resetAt) {
        // The first hit of a window here: counted in the table at once, which names the window and
        // everyone's count. Hits left unpublished from an ended window end with it.
        const fresh: Tally = { windowMs, shared: 0, resetAt: null, confirmedAt: at, counted: 1, confirmed: 0, sending: 0, pending: 1, publishing: null };
        tallies.set(key, fresh);
        await publish(key, fresh);
        return viewOf(fresh, 1, at);
      }
      tally.pending += 1;
      tally.counted += 1;
      const seq = tally.counted;
      // A view older than a second misses everyone else's last published hits: the table answers first.
      const stale = at - tally.confirmedAt >= BATCH_PUBLISH_MS;
      if (tally.publishing) {
        if (!stale) return viewOf(tally, seq, at);
        await tally.publishing.catch(() => undefined);
        return viewOf(tally, seq, now());
      }
      // More than the allowance unconfirmed happens only after a failed publication: wait for the table then too.
      if (stale || tally.pending > allowance) {
        await publish(key, tally);
        return viewOf(tally, seq, now());
      }
      if (tally.pending >= Math.ceil(allowance / 2)) publish(key, tally).catch(() => undefined);
      return viewOf(tally, seq, at);
    }
  }

  async function publishAll(): Promise<void> {
    const at = now();
    const runs: Promise<void>[] = [];
    for (const [key, tally] of tallies) {
      if (tally.publishing) runs.push(tally.publishing);
      else if (tally.resetAt !== null && at >= tally.resetAt) tallies.delete(key);
      else if (tally.pending > 0) runs.push(publish(key, tally));
    }
    await Promise.allSettled(runs);
  }

  const timer = setInterval(() => void publishAll(), BATCH_PUBLISH_MS);
  timer.unref();
  return {
    countAtOnce,
    count: (key, windowMs, max) => {
      const counted = countAtOnce(key, max);
      return counted ? Promise.resolve(counted) : count(key, windowMs, max);
    },
    publishAll,
    async close() {
      clearInterval(timer);
      await publishAll();
    },
  };
}
