import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TERMINALS_PATH,
  TerminalListSchema,
  UPDATE_CHANNELS_PATH,
  UpdateChannelListSchema,
  updateChannelPath,
  type UpdateChannel,
} from '../../../src-domain/http/routes/terminals.ts';
import { apiClient, getJson } from '../../api/client.ts';

export const FLEET_RQKEY = ['operations', 'terminals'] as const;
export const CHANNELS_RQKEY = ['operations', 'update-channels'] as const;

/** The fleet, refreshed every minute (a terminal beats once a minute). Operations only: the server decides. */
export function useFleet() {
  return useQuery({ queryKey: FLEET_RQKEY, queryFn: ({ signal }) => getJson(TERMINALS_PATH, TerminalListSchema, { signal }), refetchInterval: 60_000 });
}

export function useUpdateChannels() {
  return useQuery({ queryKey: CHANNELS_RQKEY, queryFn: ({ signal }) => getJson(UPDATE_CHANNELS_PATH, UpdateChannelListSchema, { signal }) });
}

export function useSetRollout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ channel, rolloutPercent }: { channel: UpdateChannel; rolloutPercent: number }) =>
      apiClient.request(updateChannelPath(channel), { method: 'PUT', body: { rolloutPercent }, schema: UpdateChannelListSchema }),
    onSuccess: (channels) => client.setQueryData(CHANNELS_RQKEY, channels),
  });
}
