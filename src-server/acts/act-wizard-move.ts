import type { ActTypeId } from '../../src-domain/acts/act-types.ts';
import { wizardMove, wizardOf } from '../../src-domain/acts/wizard/act-wizards.ts';
import { WIZARD_STEP_BLOCKING, wizardStepIssues } from '../../src-domain/acts/wizard/wizard-step-rules.ts';
import type { Db } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import type { ActAccess } from './act-access.ts';
import { assertNotBlocked } from './act-blocking.ts';
import type { ActRequestContext } from './act-context.ts';
import { linkInheritanceCase } from './act-inheritance-case.ts';
import { jsonObject } from './act-wire.ts';

const refuseStep = (): never => {
  throw new ApiError('validation_failed', { issues: [{ path: 'wizardStep', type: 'check', message: 'error_invalid_value' }] });
};

/**
 * Moves an act's wizard to step `to` inside the edit's transaction, after the edit's changes
 * were written (docs/decisions/0041-act-wizard-frame.md). Leaving a step forward checks that
 * step's requirements on the stored draft and the §5 rules its data reaches, so a step is
 * confirmed only when the server agrees; going back is free. Returns the step to store (null:
 * finished, the act now opens as details).
 */
export async function moveWizard(ctx: ActRequestContext, trx: Db, access: ActAccess, type: ActTypeId, to: number): Promise<number | null> {
  const steps = wizardOf(type);
  const from = access.act.wizard_step;
  if (from === null) return refuseStep();
  const move = wizardMove(from, to, steps.length);
  if (move.kind === 'skip') return refuseStep();
  if (move.kind !== 'forward' && move.kind !== 'finish') return to;
  const leaving = steps[move.leaving];
  if (leaving === undefined) return refuseStep();
  const act = await trx.selectFrom('notarial_acts').select('extras_json').where('id', '=', access.act.id).executeTakeFirstOrThrow();
  const [parties, subjects] = await Promise.all([
    trx.selectFrom('act_parties').select('role').where('act_id', '=', access.act.id).execute(),
    trx.selectFrom('act_subjects').select(['kind', 'price_tiyin']).where('act_id', '=', access.act.id).orderBy('id').execute(),
  ]);
  const extras = jsonObject(act.extras_json);
  const issues = wizardStepIssues(leaving, {
    extras,
    partyRoles: parties.map((row) => row.role),
    subjectKinds: subjects.map((row) => row.kind),
    subjectPrices: subjects.map((row) => row.price_tiyin),
  });
  if (issues.length > 0) throw new ApiError('validation_failed', { issues: issues.map((found) => ({ ...found, type: 'check' })) });
  if (leaving === 'inheritance_case') await linkInheritanceCase(trx, access.act.id, extras);
  const stage = WIZARD_STEP_BLOCKING[leaving];
  if (stage !== undefined) await assertNotBlocked(ctx.blocking, trx, access.act.id, stage, ctx.locale);
  return move.kind === 'finish' ? null : to;
}
