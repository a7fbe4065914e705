import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EQUEUE_BOOKINGS_PATH,
  EQUEUE_PAGE_SIZE,
  EqueueBookingsResponseSchema,
  type EqueueBookingsResponse,
} from '../../../../src-domain/http/routes/equeue-bookings.ts';
import { getJson } from '../../../api/client.ts';

export const RQKEY = (page: number) => ['equeue', 'bookings', page] as const;

export function fetchEqueueBookings(page: number, signal: AbortSignal): Promise<EqueueBookingsResponse> {
  return getJson(EQUEUE_BOOKINGS_PATH, EqueueBookingsResponseSchema, { signal, query: { page, pageSize: EQUEUE_PAGE_SIZE } });
}

/** The signed-in user's bookings, one page; the previous page stays while the next loads. */
export function useEqueueBookings(page: number) {
  return useQuery({ queryKey: RQKEY(page), queryFn: ({ signal }) => fetchEqueueBookings(page, signal), placeholderData: keepPreviousData });
}
