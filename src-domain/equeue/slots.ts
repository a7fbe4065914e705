import type { TimetableDay } from '../http/routes/notary-details.ts';

/** Length of one appointment (docs/decisions/0008-equeue-booking-rules.md: 30-minute slots within the notary's hours). */
export const SLOT_MINUTES = 30;

/** Minutes since midnight of "HH:mm". */
export function minuteOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** "HH:mm" of a minute of the day. */
export function timeOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

function segmentSlots(from: number, to: number, slotMinutes: number): string[] {
  const slots: string[] = [];
  for (let start = from; start + slotMinutes <= to; start += slotMinutes) slots.push(timeOfMinute(start));
  return slots;
}

/**
 * Start times of the appointments of one working day, Tashkent time (spec §9): whole slots from
 * the opening to the break and from the end of the break to the closing. A slot never runs into
 * the break or past the closing; after the break the slots start again at its end.
 */
export function daySlots(day: TimetableDay, slotMinutes: number = SLOT_MINUTES): string[] {
  const open = minuteOfDay(day.from);
  const close = minuteOfDay(day.to);
  if (!day.breakFrom || !day.breakTo) return segmentSlots(open, close, slotMinutes);
  const breakFrom = Math.min(Math.max(minuteOfDay(day.breakFrom), open), close);
  const breakTo = Math.min(Math.max(minuteOfDay(day.breakTo), breakFrom), close);
  return [...segmentSlots(open, breakFrom, slotMinutes), ...segmentSlots(breakTo, close, slotMinutes)];
}
