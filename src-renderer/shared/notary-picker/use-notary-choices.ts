import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { NOTARIES_PATH, NotaryListResponseSchema } from '../../../src-domain/http/routes/notaries.ts';
import { getJson } from '../../api/client.ts';

export interface NotaryChoiceFilter {
  region: number | undefined;
  /** Part of the name; '' for all. */
  q: string;
}

/** How many notaries the picker lists at once; a name narrows it. */
export const NOTARY_CHOICES_PAGE_SIZE = 20;

/**
 * Notaries the applicant may pick by hand (spec §1 "may choose a notary freely"), for an act or a
 * booking in the electronic queue: the public
 * registry (`GET /api/notaries`), licensed ones only, best rated first. The server takes no
 * notary whose licence was terminated or cancelled (spec §3 Notary), so none is offered.
 */
export function useNotaryChoices(filter: NotaryChoiceFilter, pageSize: number = NOTARY_CHOICES_PAGE_SIZE) {
  return useQuery({
    queryKey: ['notaries', 'choices', filter, pageSize],
    queryFn: ({ signal }) =>
      getJson(NOTARIES_PATH, NotaryListResponseSchema, {
        signal,
        query: { region: filter.region, q: filter.q.trim() || undefined, licence: 'active', pageSize },
      }),
    placeholderData: keepPreviousData,
  });
}
