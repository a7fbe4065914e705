import { useMutation, useQueryClient } from '@tanstack/react-query';
import { equeueBookingCancelPath, EqueueBookingSchema } from '../../../../src-domain/http/routes/equeue-bookings.ts';
import { postJson } from '../../../api/client.ts';

/** `POST /api/equeue/bookings/:id/cancel`; silent, the list says what went wrong next to the booking. */
export function useCancelEqueueBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postJson(equeueBookingCancelPath(id), undefined, EqueueBookingSchema, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['equeue'] }),
  });
}
