import type { ActAction } from '../../../src-domain/acts/lifecycle/act-actions.ts';
import { formatCalendarDate, toIsoDate } from '../../../src-domain/time/format-date.ts';
import { parseIsoDate, parseTime } from '../../../src-domain/time/parse-date.ts';
import { todayInTashkent } from '../../../src-domain/time/tashkent.ts';
import { tashkentDateTimeToUtc } from '../../../src-domain/time/tashkent-to-utc.ts';
import type { ActionAsk } from './action-requirements.ts';

/** What one press of an action button sends (`POST /api/acts/:uuid/actions` without the version). */
export interface ActionRequest {
  action: ActAction;
  reason?: string;
  remark?: string;
  confirmed?: true;
  /** DD.MM.YYYY in Tashkent, as the lifecycle reads it. */
  visitDate?: string;
  /** HH:mm in Tashkent. */
  visitTime?: string;
}

/** What the dialog's fields hold: the browser's date input gives YYYY-MM-DD. */
export interface ActionDraft {
  reason: string;
  remark: string;
  isoDate: string;
  time: string;
}

export type ActionDraftProblem = 'reason_required' | 'remark_required' | 'time_required' | 'time_in_past';

/**
 * Checks the dialog before it is sent, with the same reading as the lifecycle (spec §9: the time
 * is Tashkent time and must be after now), so the user learns at once what the server would
 * refuse. Returns the request, or the problems by field.
 */
export function buildActionRequest(
  action: ActAction,
  ask: ActionAsk,
  draft: ActionDraft,
  now: Date,
): { request: ActionRequest } | { problems: ActionDraftProblem[] } {
  const problems: ActionDraftProblem[] = [];
  const request: ActionRequest = { action };
  if (ask.confirmation) request.confirmed = true;
  if (ask.reason) {
    if (draft.reason.trim() === '') problems.push('reason_required');
    else request.reason = draft.reason.trim();
  }
  if (ask.remark) {
    if (draft.remark.trim() === '') problems.push('remark_required');
    else request.remark = draft.remark.trim();
  }
  if (ask.time) {
    const date = parseIsoDate(draft.isoDate);
    const time = parseTime(draft.time);
    if (!date || !time) problems.push('time_required');
    else {
      const visitDate = formatCalendarDate(date);
      const visitTime = `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
      const instant = tashkentDateTimeToUtc(visitDate, visitTime);
      if (!instant || instant.getTime() <= now.getTime()) problems.push('time_in_past');
      else Object.assign(request, { visitDate, visitTime });
    }
  }
  return problems.length > 0 ? { problems } : { request };
}

/** The earliest day the date input offers: today in Tashkent, whatever the device's zone. */
export function minVisitIsoDate(now: Date): string {
  return toIsoDate(todayInTashkent(now));
}
