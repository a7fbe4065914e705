import type { BlockingIssue, BlockingStage } from '../../../src-domain/acts/blocking/blocking-issue.ts';
import { findBlockingIssues } from '../../../src-domain/acts/blocking/blocking-rules.ts';
import type { Db } from '../../db/database.ts';
import type { Registries } from '../../registries/registries.ts';
import type { ActBlockingCheck } from '../act-blocking.ts';
import type { BlockingDeps } from './blocking-deps.ts';
import { gatherFacts } from './gather-facts.ts';

/**
 * The spec §5 blocking rules for act `actId` at `stage` (src-domain/acts/blocking): empty when
 * nothing stops it. The act routes call it when a party or subject is added, and before
 * sending, confirming and registering; they refuse with 400 `act_blocked` listing the texts.
 */
export async function checkActBlocking(deps: BlockingDeps, actId: number, stage: BlockingStage): Promise<BlockingIssue[]> {
  const { act, registry } = await gatherFacts(deps, actId);
  return findBlockingIssues(act, registry, stage);
}

/**
 * The check as the act services take it (src-server/acts/act-blocking.ts): called with the
 * mutation's transaction, it reads the registries through that same transaction
 * (`registriesOver(trx)`, e.g. `(trx) => createSqlRegistries(trx, now)`), because SQLite has
 * one connection and the transaction holds it.
 */
export function actBlockingCheck(registriesOver: (db: Db) => Registries, now?: () => Date): ActBlockingCheck {
  return (db, actId, stage) => checkActBlocking({ db, registries: registriesOver(db), now }, actId, stage);
}
