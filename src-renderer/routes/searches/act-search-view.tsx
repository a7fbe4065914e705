import { useLingui } from '@lingui/react/macro';
import { ActSearchQuerySchema } from '../../../src-domain/http/routes/search-act.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { ActCheckResult } from '../../features/searches/act-check-result.tsx';
import { ActLookupSchema, useActCheck } from '../../features/searches/api/search-act.ts';
import { RegistrySearchForm } from '../../features/searches/registry-search-form.tsx';
import { SearchOutcome } from '../../features/searches/search-outcome.tsx';
import { useSubmittedSearch } from '../../features/searches/use-submitted-search.ts';
import { ActDetailsNote } from './act-details-note.tsx';
import { SearchPageFrame } from './search-page-frame.tsx';

/**
 * Check of a registered notarial act (route search_notarial_act, spec screen 11): by registry
 * number and date, or straight from the link of an act's QR code (`?regnum=…&code=…`), which
 * checks at once and shows the act's state today.
 */
export function ActSearchView() {
  const { t } = useLingui();
  const { entries, submitted, submit } = useSubmittedSearch(ActLookupSchema);
  const query = useActCheck(submitted);
  // A QR link whose code is not even well-formed: nothing to ask the server, the answer is known.
  const brokenLink = entries.code !== undefined && submitted === undefined;
  const byCode = submitted?.by === 'code' || brokenLink;

  return (
    <SearchPageFrame
      title={ROUTE_TITLES['route.searchAct']}
      lead={t({ id: 'search.act.lead', message: 'Notarial harakat haqiqatan ro‘yxatga olinganini va uning holatini tekshiring: reestr raqami va ro‘yxatga olingan sanani kiriting.' })}
    >
      <RegistrySearchForm
        schema={ActSearchQuerySchema}
        numberLabel={t({ id: 'search.act.regnum.label', message: 'Notarial harakatning reestr raqami' })}
        submitLabel={t({ id: 'search.act.submit', message: 'Tekshirish' })}
        defaultValues={{ regnum: entries.regnum ?? '', regdate: entries.regdate ?? '' }}
        busy={query.isFetching}
        onSubmit={(values) => submit({ regnum: values.regnum, regdate: values.regdate }, () => void query.refetch())}
      />
      {brokenLink ? (
        <div className="search-outcome">
          <ActCheckResult result={{ found: false }} byCode details={null} />
        </div>
      ) : (
        <SearchOutcome query={submitted ? query : undefined}>{(result) => <ActCheckResult result={result} byCode={byCode} details={<ActDetailsNote />} />}</SearchOutcome>
      )}
    </SearchPageFrame>
  );
}
