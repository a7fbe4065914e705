import { useLingui } from '@lingui/react/macro';
import { type InheritanceSearchQuery, InheritanceSearchQuerySchema } from '../../../src-domain/http/routes/search-inheritance.ts';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useInheritanceSearch } from '../../features/searches/api/search-inheritance.ts';
import { InheritanceResults } from '../../features/searches/inheritance-results.tsx';
import { InheritanceSearchForm } from '../../features/searches/inheritance-search-form.tsx';
import { SearchOutcome } from '../../features/searches/search-outcome.tsx';
import { useSubmittedSearch } from '../../features/searches/use-submitted-search.ts';
import { SearchPageFrame } from './search-page-frame.tsx';

function asParams(query: InheritanceSearchQuery): Record<string, string> {
  return query.by === 'case' ? { by: 'case', caseNumber: query.caseNumber } : { by: 'deceased', name: query.name, deathDate: query.deathDate };
}

/**
 * Inheritance case search (route search_inheritcase, web and kiosk). On the web a found case
 * links to its notary's registry page; the kiosk has no registry pages.
 */
export function InheritanceSearchView({ kiosk }: { kiosk: boolean }) {
  const { t } = useLingui();
  const { entries, submitted, submit } = useSubmittedSearch(InheritanceSearchQuerySchema);
  const query = useInheritanceSearch(submitted);

  return (
    <SearchPageFrame
      title={ROUTE_TITLES['route.searchInheritance']}
      lead={t({
        id: 'search.inheritance.lead',
        message: 'Meros ishi qaysi notariusda ekanini bilib oling: ish raqami yoki vafot etgan shaxsning F.I.Sh. va vafot etgan sanasi bo‘yicha qidiring.',
      })}
    >
      <InheritanceSearchForm
        defaultValues={{
          by: entries.by === 'deceased' ? 'deceased' : 'case',
          caseNumber: entries.caseNumber ?? '',
          name: entries.name ?? '',
          deathDate: entries.deathDate ?? '',
        }}
        busy={query.isFetching}
        onSubmit={(values) => submit(asParams(values), () => void query.refetch())}
      />
      <SearchOutcome query={submitted ? query : undefined}>
        {(result) => <InheritanceResults result={result} notaryHref={kiosk ? undefined : paths.notaryDetails.href} />}
      </SearchOutcome>
    </SearchPageFrame>
  );
}
