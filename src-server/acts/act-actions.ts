import type { BlockingStage } from '../../src-domain/acts/blocking/blocking-issue.ts';
import { isActTypeId, REG_TYPES } from '../../src-domain/acts/act-types.ts';
import { isContentComplete } from '../../src-domain/acts/content-complete.ts';
import type { ActAction } from '../../src-domain/acts/lifecycle/act-actions.ts';
import { applyAction } from '../../src-domain/acts/lifecycle/apply-action.ts';
import { auditEntry } from '../../src-domain/acts/lifecycle/audit-entry.ts';
import { unansweredParties } from '../../src-domain/acts/lifecycle/party-status.ts';
import type { ActionInput } from '../../src-domain/acts/lifecycle/check-requirements.ts';
import type { ActActionBody } from '../../src-domain/http/routes/acts-bodies.ts';
import type { ActDetails } from '../../src-domain/http/routes/acts.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { RequestUser } from '../sessions/request-auth.ts';
import { withActTransaction } from './act-access.ts';
import { actionEffects } from './act-action-effects.ts';
import { writeHistory } from './act-audit.ts';
import { assertNotBlocked } from './act-blocking.ts';
import type { ActRequestContext } from './act-context.ts';
import { applicantPartyId } from './act-details.ts';
import { lifecycleAct } from './act-lifecycle-facts.ts';
import { detailsAfter, reloadDetails } from './act-reload.ts';
import type { ActRow } from './act-rows.ts';
import { lifecycleApiError } from './lifecycle-error-code.ts';
import { refundCauseOf } from '../../src-domain/payments/refund-policy.ts';

/** Actions that must pass the spec §5 blocking rules first (src-domain/acts/blocking/blocking-rules.ts stages). */
const BLOCKING_STAGE: Partial<Record<ActAction, BlockingStage>> = { send_to_notary: 'send', confirm: 'confirm', register: 'register' };

/** Spec §4 "1 to 2 … after saving general info, parties and subjects" (src-domain/acts/content-complete.ts). */
async function contentComplete(trx: Db, act: ActRow): Promise<boolean> {
  if (!isActTypeId(act.act_type_id)) return false;
  const parties = await trx.selectFrom('act_parties').select(['id', 'pin', 'role', 'status']).where('act_id', '=', act.id).orderBy('id').execute();
  const applicantRow = applicantPartyId(parties, act.applicant_pin);
  const others = parties.filter((party) => party.id !== applicantRow && party.status !== 'declined' && party.status !== 'exited');
  const subjects = await trx.selectFrom('act_subjects').select('id').where('act_id', '=', act.id).execute();
  return isContentComplete({
    actTypeId: act.act_type_id,
    clientPhone: act.client_phone,
    otherPartyRoles: others.map((party) => party.role),
    subjectCount: subjects.length,
    simplified: act.simplified === 1,
  });
}

/**
 * The roles of the parties (the applicant's own row left out) that have not answered their
 * invitation (src-domain/acts/lifecycle/party-status.ts): sending the act asks to confirm while
 * there are any, and the history line keeps their roles for the notary.
 */
async function unansweredRoles(trx: Db, act: ActRow): Promise<string[]> {
  const parties = await trx.selectFrom('act_parties').select(['id', 'pin', 'role', 'status']).where('act_id', '=', act.id).orderBy('id').execute();
  const applicantRow = applicantPartyId(parties, act.applicant_pin);
  return unansweredParties(parties.map((party) => ({ ...party, isApplicant: party.id === applicantRow }))).map((party) => party.role);
}

/**
 * `POST /api/acts/:uuid/actions` (spec §4, §6): inside one transaction, on the act claimed at
 * the version the client saw, the domain's `applyAction` decides (role × step × requirements),
 * the §5 blocking rules run for sending, confirming and registering, then the new step and state,
 * the action's own effects (registry number, visit time, remark, reason, party answer) and the
 * history line are written. Any refusal rolls everything back and answers a localized 4xx.
 */
export async function runAction(ctx: ActRequestContext, user: RequestUser, uuid: string, body: ActActionBody): Promise<ActDetails> {
  const now = ctx.now();
  const refunds = { actId: null as number | null };
  const details = await withActTransaction(
    ctx.db,
    uuid,
    user,
    async (trx, access) => {
      const { act, actor } = access;
      const invoices = await trx.selectFrom('act_invoices').select('state').where('act_id', '=', act.id).execute();
      const video = act.regtype_id === REG_TYPES.video && body.action === 'register' ? await ctx.videoEvidence(trx, act) : undefined;
      const unanswered = body.action === 'send_to_notary' ? await unansweredRoles(trx, act) : [];
      const lifecycle = lifecycleAct(act, invoices, video);
      if (!lifecycle) throw new ApiError('act_not_allowed');
      const facts = { ...lifecycle, unansweredParties: unanswered.length };
      const input: ActionInput = {
        reason: body.reason,
        remark: body.remark,
        confirmed: body.confirmed,
        visitDate: body.visitDate,
        visitTime: body.visitTime,
        contentComplete: body.action === 'send_to_notary' ? await contentComplete(trx, act) : undefined,
      };
      const result = applyAction(facts, actor, body.action, input, now);
      if (!result.ok) throw lifecycleApiError(result.error, actor.role);
      const stage = BLOCKING_STAGE[body.action];
      if (stage !== undefined) await assertNotBlocked(ctx.blocking, trx, act.id, stage, ctx.locale);
      await actionEffects(trx, access, body.action, input, result, now);
      const entry = auditEntry({ actorPin: access.pin, actorRole: actor.role, action: body.action, from: facts, to: result, input, now });
      // Sent although some had not answered: the line names their roles (the history tab says so).
      await writeHistory(trx, act.id, unanswered.length > 0 ? { ...entry, reason: unanswered.join(',') } : entry);
      const cause = refundCauseOf(body.action, facts.step);
      if (cause !== null && (await ctx.refunds.record(trx, { ...act, step: result.step, state: result.state }, cause, now)) > 0) refunds.actId = act.id;
      return detailsAfter(trx, access, now);
    },
    { version: body.version, now },
  );
  if (refunds.actId === null) return details;
  // The provider is an outside system: asked once the act's end is committed; the answer then
  // shows the refunds as the provider left them (done, or still requested).
  await ctx.refunds.processAct(refunds.actId);
  return reloadDetails(ctx.db, user, uuid, now);
}
