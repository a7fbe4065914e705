import { useLingui } from '@lingui/react/macro';
import { type BanSearchQuery, BanSearchQuerySchema } from '../../../src-domain/http/routes/search-ban.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useBanSearch } from '../../features/searches/api/search-ban.ts';
import { BanResults } from '../../features/searches/ban-results.tsx';
import { type BanFormValues, BanSearchForm } from '../../features/searches/ban-search-form.tsx';
import { SearchOutcome } from '../../features/searches/search-outcome.tsx';
import { useSubmittedSearch } from '../../features/searches/use-submitted-search.ts';
import { SearchPageFrame } from './search-page-frame.tsx';

function asParams(query: BanSearchQuery): Record<string, string> {
  switch (query.kind) {
    case 'real_estate':
      return { kind: query.kind, cadastreNumber: query.cadastreNumber };
    case 'agri_machinery':
      return { kind: query.kind, machineryNumber: query.machineryNumber };
    case 'vehicle':
      return query.by === 'number'
        ? { kind: query.kind, by: query.by, stateNumber: query.stateNumber }
        : { kind: query.kind, by: query.by, techPassportSeries: query.techPassportSeries, techPassportNumber: query.techPassportNumber };
  }
}

function formValues(entries: Readonly<Record<string, string>>): BanFormValues {
  const kind = entries.kind === 'vehicle' || entries.kind === 'agri_machinery' ? entries.kind : 'real_estate';
  return {
    kind,
    by: entries.by === 'passport' ? 'passport' : 'number',
    cadastreNumber: entries.cadastreNumber ?? '',
    stateNumber: entries.stateNumber ?? '',
    techPassportSeries: entries.techPassportSeries ?? '',
    techPassportNumber: entries.techPassportNumber ?? '',
    machineryNumber: entries.machineryNumber ?? '',
  };
}

/** Property ban check (route search_ban, web and kiosk; signed-in users, spec §2, §6). */
export function BanSearchView() {
  const { t } = useLingui();
  const { entries, submitted, submit } = useSubmittedSearch(BanSearchQuerySchema);
  const query = useBanSearch(submitted);

  return (
    <SearchPageFrame
      title={ROUTE_TITLES['route.searchBan']}
      lead={t({ id: 'search.ban.lead', message: 'Ko‘chmas mulk, transport vositasi yoki qishloq xo‘jaligi texnikasiga taqiq qo‘yilganini tekshiring.' })}
    >
      <BanSearchForm defaultValues={formValues(entries)} busy={query.isFetching} onSubmit={(values) => submit(asParams(values), () => void query.refetch())} />
      <SearchOutcome query={submitted ? query : undefined}>{(result) => <BanResults result={result} />}</SearchOutcome>
    </SearchPageFrame>
  );
}
