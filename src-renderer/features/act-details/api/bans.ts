import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { ActBansResponseSchema, actBansPath } from '../../../../src-domain/http/routes/registry-lookups.ts';
import { getJson } from '../../../api/client.ts';
import { userAtom } from '../../../state/user.ts';
import { ACTS_ROOT } from '../../../api/query-keys.ts';

/** `GET /api/acts/:uuid/bans`: restrictions and bans on the act's vehicles and real estate (spec §2 screen 13 "ban list view"). */
export function useActBans(uuid: string, version: number) {
  const person = useAtomValue(userAtom)?.pin ?? '';
  return useQuery({
    queryKey: [...ACTS_ROOT, 'bans', person, uuid, version],
    queryFn: ({ signal }) => getJson(actBansPath(uuid), ActBansResponseSchema, { signal, uuid }),
  });
}
