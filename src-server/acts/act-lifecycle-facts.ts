import { regTypeOf } from '../../src-domain/acts/act-types.ts';
import type { LifecycleAct, VideoEvidence } from '../../src-domain/acts/lifecycle/check-requirements.ts';
import { isNoShow, type VisitSchedule } from '../../src-domain/acts/lifecycle/no-show.ts';
import { isActStep } from '../../src-domain/acts/steps.ts';
import { parseIsoDate } from '../../src-domain/time/parse-date.ts';
import { formatCalendarDate } from '../../src-domain/time/format-date.ts';
import type { ActRow } from './act-rows.ts';

/** The stored ISO visit date as the lifecycle reads it, DD.MM.YYYY (spec §3 visitdate). */
export function displayDate(iso: string | null): string | null {
  if (iso === null) return null;
  const date = parseIsoDate(iso);
  return date ? formatCalendarDate(date) : null;
}

/** The act's visit as the no-show rule reads it; null for a step outside 1–9 (bad data). */
export function visitSchedule(act: ActRow): VisitSchedule | null {
  if (!isActStep(act.step)) return null;
  return { step: act.step, state: act.state, visitDate: displayDate(act.visit_date), visitTime: act.visit_time, attended: act.visit_attended_at !== null };
}

/** The act as the lifecycle reads it; `video` is the room's evidence, read only when registering an act by video. */
export function lifecycleAct(act: ActRow, invoices: readonly { state: string }[], video?: VideoEvidence): LifecycleAct | null {
  const schedule = visitSchedule(act);
  if (!schedule) return null;
  const paid = invoices.filter((invoice) => invoice.state !== 'cancelled').map((invoice) => ({ paid: invoice.state === 'paid' }));
  return { ...schedule, invoices: paid, freeOfCharge: act.free_of_charge === 1, regtype: regTypeOf(act.regtype_id), ...(video ? { video } : {}) };
}

/** Spec §4: nobody came and the set time plus the grace is over (src-domain/acts/lifecycle/no-show.ts). */
export function isNoShowNow(act: ActRow, now: Date): boolean {
  const schedule = visitSchedule(act);
  return schedule !== null && isNoShow(schedule, now);
}
