import type { BlockingIssue, BlockingStage } from '../../src-domain/acts/blocking/blocking-issue.ts';
import { formatBlockingIssue } from '../../src-domain/acts/blocking/blocking-messages.ts';
import type { ActBlockingIssue } from '../../src-domain/http/routes/acts.ts';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * The spec §5 blocking rules as the act routes call them (implemented in
 * src-server/acts/blocking/check-act-blocking.ts). `db` is the mutation's transaction: the check
 * sees the party or subject just added, and on SQLite a query on another connection would wait
 * for the transaction forever.
 */
export type ActBlockingCheck = (db: Db, actId: number, stage: BlockingStage) => Promise<readonly BlockingIssue[]>;

/** For a server built without the rules (unit tests of the lifecycle alone). */
export const NO_BLOCKING: ActBlockingCheck = () => Promise.resolve([]);

export function blockingIssuesToWire(issues: readonly BlockingIssue[], locale: Locale): ActBlockingIssue[] {
  return issues.map((found) => ({ code: found.code, params: { ...found.params }, message: formatBlockingIssue(found, locale) }));
}

/** 400 `act_blocked` with every issue's spec §8 text, in the caller's locale; nothing when clear. */
export async function assertNotBlocked(check: ActBlockingCheck, db: Db, actId: number, stage: BlockingStage, locale: Locale): Promise<void> {
  const issues = await check(db, actId, stage);
  if (issues.length === 0) return;
  const message = issues.map((found) => formatBlockingIssue(found, locale)).join('\n');
  throw new ApiError('act_blocked', { params: { message, code: issues[0]?.code ?? '' } });
}
