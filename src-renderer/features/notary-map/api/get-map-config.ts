import { useQuery } from '@tanstack/react-query';
import { MAP_CONFIG_PATH, MapConfigResponseSchema, type MapConfigResponse } from '../../../../src-domain/http/routes/map-config.ts';
import { getJson } from '../../../api/client.ts';

export const RQKEY = () => ['map-config'] as const;

export function fetchMapConfig(signal: AbortSignal): Promise<MapConfigResponse> {
  return getJson(MAP_CONFIG_PATH, MapConfigResponseSchema, { signal, silent: true });
}

/** The tile server a deployment chose (TILE_URL); it does not change while the page is open. */
export function useMapConfig() {
  return useQuery({ queryKey: RQKEY(), queryFn: ({ signal }) => fetchMapConfig(signal), staleTime: Infinity });
}
