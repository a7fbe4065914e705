import { useLingui } from '@lingui/react/macro';
import { ProxySearchQuerySchema } from '../../../src-domain/http/routes/search-proxy.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useProxySearch } from '../../features/searches/api/search-proxy.ts';
import { ProxyResult } from '../../features/searches/proxy-result.tsx';
import { RegistrySearchForm } from '../../features/searches/registry-search-form.tsx';
import { SearchOutcome } from '../../features/searches/search-outcome.tsx';
import { useSubmittedSearch } from '../../features/searches/use-submitted-search.ts';
import { SearchPageFrame } from './search-page-frame.tsx';

/** Power-of-attorney check (route search_proxy, web and kiosk): registry number and date. */
export function ProxySearchView() {
  const { t } = useLingui();
  const { entries, submitted, submit } = useSubmittedSearch(ProxySearchQuerySchema);
  const query = useProxySearch(submitted);

  return (
    <SearchPageFrame
      title={ROUTE_TITLES['route.searchProxy']}
      lead={t({
        id: 'search.proxy.lead',
        message: 'Ishonchnoma amalda ekanini tekshiring: notarial reestrdagi raqami va ro‘yxatga olingan sanasini kiriting.',
      })}
    >
      <RegistrySearchForm
        schema={ProxySearchQuerySchema}
        numberLabel={t({ id: 'search.proxy.regnum.label', message: 'Ishonchnomaning reestr raqami' })}
        submitLabel={t({ id: 'search.submit', message: 'Qidirish' })}
        defaultValues={{ regnum: entries.regnum ?? '', regdate: entries.regdate ?? '' }}
        busy={query.isFetching}
        onSubmit={(values) => submit({ regnum: values.regnum, regdate: values.regdate }, () => void query.refetch())}
      />
      <SearchOutcome query={submitted ? query : undefined}>{(result) => <ProxyResult result={result} />}</SearchOutcome>
    </SearchPageFrame>
  );
}
