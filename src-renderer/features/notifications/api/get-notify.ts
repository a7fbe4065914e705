import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { NotifyListSchema, type NotifyItem } from '../../../../src-domain/auth/auth-contract.ts';
import { AUTH_ROUTES } from '../../../../src-domain/auth/auth-routes.ts';
import { getJson } from '../../../api/client.ts';
import { userAtom } from '../../../state/user.ts';
import { NOTIFY_ROOT } from '../../../api/query-keys.ts';

/** Query key of the notification list, per signed-in person: a kiosk serves many in a day. */
export const RQKEY = (person: string) => [...NOTIFY_ROOT, person] as const;

/** `GET /api/notarial_act/get_notify` (spec §7), item shape of spec §3 "Notify item". */
export function fetchNotifyList(signal: AbortSignal): Promise<NotifyItem[]> {
  return getJson(AUTH_ROUTES.notify, NotifyListSchema, { signal });
}

/** The host that decides to show the list and the dialog that shows it read one fetch. */
const FRESH_MS = 60_000;

export function useNotifyList(enabled: boolean) {
  const person = useAtomValue(userAtom)?.pin ?? '';
  return useQuery({ queryKey: RQKEY(person), queryFn: ({ signal }) => fetchNotifyList(signal), enabled, staleTime: FRESH_MS });
}
