import { defaultActBlocking } from '../acts/act-blocking-default.ts';
import type { ActServices } from '../acts/act-context.ts';
import type { Db } from '../db/database.ts';
import { requestActRefunds } from '../payments/refund-requests.ts';
import type { RefundRunner } from '../payments/refund-runner.ts';
import { createSqlRegistries, type Registries } from '../registries/registries.ts';
import { videoEvidence } from '../video/video-evidence.ts';

/**
 * The act services of one app. The acts never import payments or video (docs/architecture.md,
 * "Server areas"); what an act's end and a registration by video need of them is given here:
 * refunds recorded and asked for, and the video evidence.
 */
export function createActServices(options: { db: Db; registries?: Registries | undefined; now: () => Date; refunds: RefundRunner }): ActServices {
  return {
    db: options.db,
    registries: options.registries ?? createSqlRegistries(options.db, options.now),
    registriesIn: (db) => options.registries ?? createSqlRegistries(db, options.now),
    now: options.now,
    blocking: defaultActBlocking(options.registries, options.now),
    refunds: { record: requestActRefunds, processAct: (actId) => options.refunds.processAct(actId) },
    videoEvidence,
  };
}
