import type { ExpressionBuilder } from 'kysely';
import { APPLICANT_DECISION_STEPS, NOTIFY_OPEN_STATES, VISIT_STEP } from '../../src-domain/auth/notify-rule.ts';
import type { Database, Db } from '../db/database.ts';
import { actState } from './act-list-filters.ts';

type ActEb = ExpressionBuilder<Database & { a: Database['notarial_acts'] }, 'a'>;

/**
 * The user takes part in the act: they have a party row in it. The applicant has one from the
 * act's creation (act-create.ts, and the demo seed's act-writer.ts), and `removeParty` refuses
 * to remove it (act-parties.ts), so the acts one applies for are among them. An id list from
 * the (pin, act_id) index rather than `applicant_pin = ? OR id IN (…)`: SQLite reads it in id
 * order, so a newest-first page stops after its 20 acts instead of reading and sorting all of
 * a user's acts (2 000 for bench/acts.ts's heavy user); PostgreSQL probes the primary key for
 * it where the OR needed a scan.
 */
export function takesPartIn(eb: ActEb, pin: string) {
  return eb('a.id', 'in', eb.selectFrom('act_parties').select('act_parties.act_id').where('act_parties.pin', '=', pin));
}

/**
 * The ids of the acts `pin` takes part in (as `takesPartIn`), each once, in id order, read
 * straight off the (pin, act_id) index. Joined to the acts, a newest- or oldest-first page walks
 * them in that order and stops at its last act: PostgreSQL otherwise probed all of a user's acts
 * and sorted the matches (the awaiting tab of bench/deployment.ts's heavy user: 2 386 acts
 * probed, 10 ms a page at 100 000 acts).
 */
export function memberActIds(db: Db, pin: string, direction: 'asc' | 'desc') {
  return db.selectFrom('act_parties').select('act_parties.act_id as id').distinct().where('act_parties.pin', '=', pin).orderBy('act_parties.act_id', direction);
}

function partyRowWith(eb: ActEb, pin: string, status: 'accepted' | null) {
  const rows = eb.selectFrom('act_parties as mp').select('mp.id').whereRef('mp.act_id', '=', 'a.id').where('mp.pin', '=', pin);
  return eb.exists(status === null ? rows.where('mp.status', 'is', null) : rows.where('mp.status', '=', status));
}

/**
 * The notification rule of src-domain/auth/notify-rule.ts (`notifyReason`) as SQL, built from the
 * same constants, for the "awaiting" tab and the notification list (spec §2 screens 7 and 12):
 * an open act where the applicant must confirm, confirm the time or pay; where a party has an
 * invitation to answer; or whose visit is set at step 8 for anyone taking part. A test checks
 * this query against `notifyReason` over the seeded acts.
 */
export function awaitsUser(eb: ActEb, pin: string) {
  const visitSet = eb.and([eb('a.step', '=', VISIT_STEP), eb('a.visit_date', 'is not', null)]);
  return eb.and([
    eb(actState, 'in', [...NOTIFY_OPEN_STATES]),
    eb.or([
      eb.and([eb('a.applicant_pin', '=', pin), eb.or([eb('a.step', 'in', [...APPLICANT_DECISION_STEPS]), visitSet])]),
      eb.and([eb('a.applicant_pin', '!=', pin), partyRowWith(eb, pin, null)]),
      eb.and([eb('a.applicant_pin', '!=', pin), visitSet, partyRowWith(eb, pin, 'accepted')]),
    ]),
  ]);
}
