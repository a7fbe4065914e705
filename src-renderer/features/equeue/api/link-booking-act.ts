import { useMutation, useQueryClient } from '@tanstack/react-query';
import { equeueBookingActPath, EqueueBookingSchema } from '../../../../src-domain/http/routes/equeue-bookings.ts';
import { postJson } from '../../../api/client.ts';

/** `POST /api/equeue/bookings/:id/act`: the own act the visit is for, or none; the list is read again. */
export function useLinkBookingAct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, actUuid }: { id: number; actUuid: string | null }) =>
      postJson(equeueBookingActPath(id), { actUuid }, EqueueBookingSchema, { silent: true }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['equeue'] }),
  });
}
