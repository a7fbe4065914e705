import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TerminalLookupSchema, terminalKeyPath, terminalPath } from '../../../src-domain/http/routes/terminals.ts';
import { apiClient, getJson } from '../../api/client.ts';
import { terminalId, terminalPublicKey } from '../../platform/terminal.ts';

export const RQKEY = (id: string) => ['terminals', id] as const;

/**
 * What the server knows of this terminal. Only a technician may ask (the server decides: any
 * other user gets 403, which the API client turns into the kiosk 403 page, spec §8).
 */
export function useTerminalRecord() {
  const id = useQuery({ queryKey: ['kiosk', 'terminal-id'], queryFn: terminalId, staleTime: Number.POSITIVE_INFINITY });
  const record = useQuery({
    queryKey: RQKEY(id.data ?? ''),
    queryFn: ({ signal }) => getJson(terminalPath(id.data ?? ''), TerminalLookupSchema, { signal }),
    enabled: typeof id.data === 'string',
  });
  return { terminalId: id.data ?? null, record };
}

/** Registers the key the shell made for this terminal, so its heartbeats are accepted. */
export function useRegisterTerminal(id: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const publicKey = await terminalPublicKey();
      if (!id || !publicKey) throw new Error('no terminal key');
      return apiClient.request(terminalKeyPath(id), { method: 'PUT', body: { publicKey }, schema: TerminalLookupSchema });
    },
    onSuccess: (lookup) => client.setQueryData(RQKEY(lookup.terminalId), lookup),
  });
}
