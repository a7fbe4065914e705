import { useQuery } from '@tanstack/react-query';
import { notaryPath, NotaryDetailsResponseSchema, type NotaryDetailsResponse } from '../../../../src-domain/http/routes/notary-details.ts';
import { getJson } from '../../../api/client.ts';

/** The notary chosen (from `?notary=` or the list), with the name and office to show. */
export function useChosenNotary(id: number | null) {
  return useQuery({
    queryKey: ['equeue', 'notary', id ?? 0] as const,
    queryFn: ({ signal }): Promise<NotaryDetailsResponse> => getJson(notaryPath(id ?? 0), NotaryDetailsResponseSchema, { signal, silent: true }),
    enabled: id !== null,
  });
}
