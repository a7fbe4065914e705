import type { Db } from '../db/database.ts';
import { databaseAnswers } from '../repositories/health.ts';

/** A probe answers for this long (a balancer and Prometheus both poll every few seconds). */
const PROBE_REUSE_MS = 1_000;
/** A database that does not answer within this long counts as unreachable. */
const PROBE_TIMEOUT_MS = 2_000;

export interface Readiness {
  /** True while the process takes new work: not draining, and its database answers. */
  ready(): Promise<boolean>;
}

/**
 * Readiness, apart from liveness (docs/deployment.md "Metrics"): a process that is draining or
 * cannot reach its database should get no new work, though it is alive and must not be killed
 * for it. The database's answer is reused for a second, and a probe that hangs (every pool
 * connection busy, a network partition) is a "no" after two seconds.
 */
export function createReadiness(db: Db, accepting: () => boolean): Readiness {
  let probedAt = Number.NEGATIVE_INFINITY;
  let probe: Promise<boolean> = Promise.resolve(false);
  return {
    async ready() {
      if (!accepting()) return false;
      if (Date.now() - probedAt >= PROBE_REUSE_MS) {
        probedAt = Date.now();
        probe = Promise.race([databaseAnswers(db), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), PROBE_TIMEOUT_MS).unref())]);
      }
      return (await probe) && accepting();
    },
  };
}
