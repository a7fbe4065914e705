import { useQuery } from '@tanstack/react-query';
import { EQUEUE_SLOTS_PATH, EqueueSlotsResponseSchema, type EqueueSlotsResponse } from '../../../../src-domain/http/routes/equeue-slots.ts';
import { getJson } from '../../../api/client.ts';

/** Under `['equeue']`: a booking or a cancellation makes every queue query stale. */
export const RQKEY = (notaryId: number) => ['equeue', 'slots', notaryId] as const;

export function fetchEqueueSlots(notaryId: number, signal: AbortSignal): Promise<EqueueSlotsResponse> {
  return getJson(EQUEUE_SLOTS_PATH, EqueueSlotsResponseSchema, { signal, query: { notary: notaryId } });
}

/** The notary's free slots of the next 14 days; nothing is asked before a notary is chosen. */
export function useEqueueSlots(notaryId: number | null) {
  return useQuery({ queryKey: RQKEY(notaryId ?? 0), queryFn: ({ signal }) => fetchEqueueSlots(notaryId ?? 0, signal), enabled: notaryId !== null });
}
