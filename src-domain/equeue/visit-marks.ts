import { compareCalendarDates } from '../time/calendar-date.ts';
import { todayInTashkent } from '../time/tashkent.ts';
import { generalQueueFrom, isServedInGeneralQueue } from './lateness.ts';
import type { EqueueState } from './booking-status.ts';

/**
 * What the notary marks on a booking of the day (spec §9; docs/decisions/0055-notary-queue.md):
 * the citizen came, was received, or did not come.
 */
export const VISIT_MARKS = ['arrived', 'served', 'no_show'] as const;
export type VisitMark = (typeof VISIT_MARKS)[number];

/**
 * Which queue an arrival joins (spec §9 "a citizen more than 15 minutes late is served in the
 * general queue"): on time — up to the appointment's start plus 15 minutes — keeps the slot;
 * later, the general queue, behind everyone who came before them.
 */
export type VisitQueue = 'appointment' | 'general';

export function queueOnArrival(start: Date, arrival: Date): VisitQueue {
  return isServedInGeneralQueue(start, arrival) ? 'general' : 'appointment';
}

export interface VisitFacts {
  readonly state: EqueueState;
  readonly start: Date;
  readonly arrivedAt: Date | null;
}

export type MarkRefusal = 'not_today' | 'closed' | 'already_arrived' | 'not_arrived' | 'not_late_yet';

/**
 * Why `mark` cannot be made now, or null. Every mark belongs to the appointment's own day in
 * Tashkent. `arrived` once, also after a "did not come" that turned out wrong (the citizen came
 * late after all: the general queue); `served` only after `arrived`; `no_show` only once the
 * citizen is more than 15 minutes late without having come — until then they still count as on
 * time. Cancelled and served bookings take no more marks.
 */
export function markRefusal(mark: VisitMark, visit: VisitFacts, now: Date): MarkRefusal | null {
  if (compareCalendarDates(todayInTashkent(visit.start), todayInTashkent(now)) !== 0) return 'not_today';
  if (visit.state === 'cancelled' || visit.state === 'served') return 'closed';
  switch (mark) {
    case 'arrived':
      return visit.arrivedAt === null ? null : 'already_arrived';
    case 'served':
      return visit.arrivedAt !== null && visit.state === 'active' ? null : 'not_arrived';
    case 'no_show':
      if (visit.state !== 'active') return 'closed';
      if (visit.arrivedAt !== null) return 'already_arrived';
      return now.getTime() > generalQueueFrom(visit.start).getTime() ? null : 'not_late_yet';
  }
}

/** The marks the notary may make on a booking now (the buttons on the day's list). */
export function allowedMarks(visit: VisitFacts, now: Date): VisitMark[] {
  return VISIT_MARKS.filter((mark) => markRefusal(mark, visit, now) === null);
}

export interface WaitingVisit {
  readonly id: number;
  readonly queue: VisitQueue | null;
  readonly state: EqueueState;
  readonly arrivedAt: Date | null;
}

/**
 * Places in the general queue: the late arrivals not yet received, in the order they came (ties
 * by booking id), from 1. Everyone else has no place in it.
 */
export function generalQueuePlaces(visits: readonly WaitingVisit[]): Map<number, number> {
  const waiting = visits
    .filter((visit) => visit.queue === 'general' && visit.state === 'active' && visit.arrivedAt !== null)
    .sort((a, b) => (a.arrivedAt?.getTime() ?? 0) - (b.arrivedAt?.getTime() ?? 0) || a.id - b.id);
  return new Map(waiting.map((visit, index) => [visit.id, index + 1]));
}
