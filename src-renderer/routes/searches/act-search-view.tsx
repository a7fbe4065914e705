import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { ACT_SEAL_FRAGMENT, sealFromText } from '../../../src-domain/searches/act-seal.ts';
import { ACT_CHECK_PAGE } from '../../../src-domain/searches/act-verify-link.ts';
import { SealCheck } from '../../features/searches/act-seal/seal-check.tsx';
import { useSealKeys } from '../../features/searches/act-seal/seal-keys.ts';
import { SealScanForm } from '../../features/searches/act-seal/seal-scan-form.tsx';
import { ActSearchQuerySchema } from '../../../src-domain/http/routes/search-act.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { ActCheckResult } from '../../features/searches/act-check-result.tsx';
import { ActLookupSchema, useActCheck } from '../../features/searches/api/search-act.ts';
import { RegistrySearchForm } from '../../features/searches/registry-search-form.tsx';
import { SearchOutcome } from '../../features/searches/search-outcome.tsx';
import { useSubmittedSearch } from '../../features/searches/use-submitted-search.ts';
import { ActDetailsNote } from './act-details-note.tsx';
import { SearchPageFrame } from './search-page-frame.tsx';

/** The scanned link's own check (`?regnum=…&code=…`) and seal (`#seal=…`), kept on this page. */
function scannedTarget(text: string, currentSearch: string): string {
  const seal = sealFromText(text);
  const query = /\?([^#]*)/.exec(text)?.[1];
  const search = query && new URLSearchParams(query).has('code') ? `?${query}` : currentSearch;
  return `${ACT_CHECK_PAGE}${search}${seal ? `#${ACT_SEAL_FRAGMENT}=${seal}` : ''}`;
}

/**
 * Check of a registered notarial act (route search_notarial_act, spec screen 11): by registry
 * number and date, or straight from the link of an act's QR code (`?regnum=…&code=…`), which
 * checks at once and shows the act's state today. The link's fragment carries the act's seal
 * (`#seal=…`), verified here in the browser even with the network cut, "authentic as printed";
 * a scanned QR text can be put in by hand or by a scanner (docs/signatures.md "Offline check").
 */
export function ActSearchView() {
  const { t } = useLingui();
  const { entries, submitted, submit } = useSubmittedSearch(ActLookupSchema);
  const query = useActCheck(submitted);
  // A QR link whose code is not even well-formed: nothing to ask the server, the answer is known.
  const brokenLink = entries.code !== undefined && submitted === undefined;
  const byCode = submitted?.by === 'code' || brokenLink;
  const location = useLocation();
  const navigate = useNavigate();
  const seal = sealFromText(location.hash);
  // The key set is fetched as the page opens, so a check after the network is cut still has it.
  useSealKeys();

  return (
    <SearchPageFrame
      title={ROUTE_TITLES['route.searchAct']}
      lead={t({
        id: 'search.act.lead',
        message: 'Notarial harakat haqiqatan ro‘yxatga olinganini va uning holatini tekshiring: reestr raqami va ro‘yxatga olingan sanani kiriting.',
      })}
    >
      <RegistrySearchForm
        schema={ActSearchQuerySchema}
        numberLabel={t({ id: 'search.act.regnum.label', message: 'Notarial harakatning reestr raqami' })}
        submitLabel={t({ id: 'search.act.submit', message: 'Tekshirish' })}
        defaultValues={{ regnum: entries.regnum ?? '', regdate: entries.regdate ?? '' }}
        busy={query.isFetching}
        onSubmit={(values) => submit({ regnum: values.regnum, regdate: values.regdate }, () => void query.refetch())}
      />
      <SealScanForm onScan={(text) => void navigate(scannedTarget(text, location.search))} />
      {seal ? <SealCheck key={seal} seal={seal} /> : location.hash.includes(`${ACT_SEAL_FRAGMENT}=`) ? <SealCheck key="malformed" seal="" /> : null}
      {brokenLink ? (
        <div className="search-outcome">
          <ActCheckResult result={{ found: false }} byCode details={null} />
        </div>
      ) : (
        <SearchOutcome query={submitted ? query : undefined}>
          {(result) => <ActCheckResult result={result} byCode={byCode} details={<ActDetailsNote />} />}
        </SearchOutcome>
      )}
    </SearchPageFrame>
  );
}
