import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingActBody } from '../../../../src-domain/http/routes/equeue-bookings.ts';
import {
  NOTARY_EQUEUE_PATH,
  notaryEqueueActPath,
  notaryEqueueMarkPath,
  NotaryEqueueDaySchema,
  type NotaryEqueueDay,
} from '../../../../src-domain/http/routes/notary-equeue.ts';
import type { VisitMark } from '../../../../src-domain/equeue/visit-marks.ts';
import { getJson, postJson } from '../../../api/client.ts';

/** Another desk (or the notary on another screen) marks visitors too: the day is read again this often. */
const REFRESH_MS = 30_000;
const key = (date: string) => ['notary', 'equeue', date] as const;

/** The notary's day (today when `date` is empty); the previous day stays on screen while the next loads. */
export function useNotaryDay(date: string) {
  return useQuery({
    queryKey: key(date),
    queryFn: ({ signal }) => getJson(NOTARY_EQUEUE_PATH, NotaryEqueueDaySchema, { signal, query: date ? { date } : {} }),
    placeholderData: keepPreviousData,
    refetchInterval: REFRESH_MS,
  });
}

/** Marks a booking; the answer is the day as it is now. */
export function useMarkVisit(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mark }: { id: number; mark: VisitMark }) => postJson(notaryEqueueMarkPath(id), { mark }, NotaryEqueueDaySchema, { silent: true }),
    onSuccess: (day: NotaryEqueueDay) => client.setQueryData(key(date), day),
  });
}

/** Links a booking to the citizen's act with this notary, or unlinks it. */
export function useLinkNotaryBooking(date: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, actUuid }: { id: number } & BookingActBody) => postJson(notaryEqueueActPath(id), { actUuid }, NotaryEqueueDaySchema, { silent: true }),
    onSuccess: (day: NotaryEqueueDay) => client.setQueryData(key(date), day),
  });
}
