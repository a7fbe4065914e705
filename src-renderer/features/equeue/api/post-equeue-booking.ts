import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EQUEUE_BOOKINGS_PATH, EqueueBookingSchema, type EqueueBookingBodyInput } from '../../../../src-domain/http/routes/equeue-bookings.ts';
import { postJson } from '../../../api/client.ts';

/**
 * `POST /api/equeue/bookings`. Silent: the form shows the server's localized refusal itself
 * (the slot was just taken, a second booking that day). Any outcome changes the free slots,
 * so every queue query is refetched.
 */
export function usePostEqueueBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EqueueBookingBodyInput) => postJson(EQUEUE_BOOKINGS_PATH, body, EqueueBookingSchema, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['equeue'] }),
  });
}
