import type { Updateable } from 'kysely';
import { REG_TYPES } from '../../src-domain/acts/act-types.ts';
import type { ActAction } from '../../src-domain/acts/lifecycle/act-actions.ts';
import type { ApplyActionResult } from '../../src-domain/acts/lifecycle/apply-action.ts';
import type { ActionInput } from '../../src-domain/acts/lifecycle/check-requirements.ts';
import { parseDate } from '../../src-domain/time/parse-date.ts';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { Db } from '../db/database.ts';
import type { NotarialActsTable } from '../db/tables/acts.ts';
import { ApiError } from '../http/api-error.ts';
import type { ActAccess } from './act-access.ts';
import { nextRegistryNumber } from './registry-number.ts';

type Applied = Extract<ApplyActionResult, { ok: true }>;

function trimmed(text: string | undefined): string | null {
  const value = text?.trim() ?? '';
  return value === '' ? null : value;
}

/** What an action changes on the act row besides step and state. */
async function actChanges(trx: Db, access: ActAccess, action: ActAction, input: ActionInput, now: Date): Promise<Updateable<NotarialActsTable>> {
  const at = now.toISOString();
  switch (action) {
    // A technical failure keeps step, state and paid fees; only the time is new (lifecycle README).
    case 'set_time':
    case 'technical_failure': {
      const date = input.visitDate === undefined ? null : parseDate(input.visitDate);
      return { visit_date: date ? toIsoDate(date) : null, visit_time: input.visitTime ?? null, visit_attended_at: null };
    }
    // Spec §3 "free-of-charge flag and reason".
    case 'mark_free_of_charge':
      return { free_of_charge: 1, free_reason: trimmed(input.reason) };
    case 'unmark_free_of_charge':
      return { free_of_charge: 0, free_reason: null };
    // Spec §4 step 6 "asks for another (… goes back to 5)": the proposed time is gone.
    case 'ask_other_time':
      return { visit_date: null, visit_time: null, visit_attended_at: null };
    // A participant refused the recording (spec §1; docs/video.md): a new time, or in person.
    case 'return_to_set_time':
      return { visit_date: null, visit_time: null, visit_attended_at: null };
    case 'switch_to_in_person':
      return { regtype_id: REG_TYPES.inPerson };
    case 'return_with_remarks':
      return { remark: trimmed(input.remark) };
    case 'register': {
      // Spec §4 step 9: a unique registry number and the date, in Tashkent, in this transaction.
      if (access.act.office_id === null) throw new ApiError('act_not_allowed');
      const today = todayInTashkent(now);
      return { regnum: await nextRegistryNumber(trx, access.act.office_id, today.year), regdate: toIsoDate(today) };
    }
    case 'cancel':
      return { reason: trimmed(input.reason), cancel_reason: trimmed(input.reason), cancelled_at: at };
    case 'refuse':
    case 'stop':
      return { reason: trimmed(input.reason) };
    case 'annul':
      return { reason: trimmed(input.reason), annulled_at: at };
    default:
      return {};
  }
}

/**
 * Writes the result of an allowed action: the act's step and state and the action's own data;
 * for a party action, the party's answer (spec §3 status, "decided at"). Remarks of a return are
 * kept as their own rows (spec §2 screen 13 "remarks"); sending again marks them resolved.
 */
export async function actionEffects(trx: Db, access: ActAccess, action: ActAction, input: ActionInput, result: Applied, now: Date): Promise<void> {
  const { act } = access;
  const at = now.toISOString();
  const changes = await actChanges(trx, access, action, input, now);
  // A time set is a new visit: the video room's evidence of an earlier one does not count (docs/video.md).
  const newVisit = action === 'set_time' || action === 'technical_failure';
  await trx
    .updateTable('notarial_acts')
    .set((eb) => ({ ...changes, step: result.step, state: result.state, ...(newVisit ? { visit_number: eb('visit_number', '+', 1) } : {}) }))
    .where('id', '=', act.id)
    .execute();
  if (result.partyStatus !== undefined) {
    if (!access.party) throw new ApiError('act_not_allowed');
    await trx.updateTable('act_parties').set({ status: result.partyStatus, decided_at: at }).where('id', '=', access.party.id).execute();
  }
  const remark = trimmed(input.remark);
  if (action === 'return_with_remarks' && remark !== null) {
    await trx.insertInto('act_remarks').values({ act_id: act.id, author_pin: access.pin, text: remark, created_at: at, resolved_at: null }).execute();
  }
  if (action === 'switch_to_in_person') {
    await trx.updateTable('act_parties').set({ participation_type: REG_TYPES.inPerson }).where('act_id', '=', act.id).execute();
  }
  if (action === 'send_to_notary') {
    await trx.updateTable('act_remarks').set({ resolved_at: at }).where('act_id', '=', act.id).where('resolved_at', 'is', null).execute();
  }
}
