import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { InheritanceCase, InheritanceSearchResponse } from '../../../src-domain/http/routes/search-inheritance.ts';
import { formatPhone, phoneHref } from '../../../src-domain/identity/format-phone.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { SearchEmpty } from './search-status.tsx';
import { StateBadge } from './state-badge.tsx';
import { useLocaleText } from './use-locale-text.ts';

export interface InheritanceResultsProps {
  result: InheritanceSearchResponse;
  /** A link to the notary's registry page; absent on a kiosk, which has no registry pages. */
  notaryHref?: ((id: number) => string) | undefined;
}

function CaseCard({ found, notaryHref }: { found: InheritanceCase; notaryHref: InheritanceResultsProps['notaryHref'] }) {
  const { t } = useLingui();
  const { text, date } = useLocaleText();
  const notary = text(found.notary.name);
  const caseNumber = found.caseNumber;
  return (
    <article className="search-result">
      <h3>{t({ id: 'search.inheritance.case', message: `Meros ishi № ${caseNumber}` })}</h3>
      <FactList
        className="search-facts"
        facts={[
          {
            label: t({ id: 'search.inheritance.state', message: 'Holati' }),
            value:
              found.state === 'open' ? (
                <StateBadge tone="good">{t({ id: 'search.inheritance.state.open', message: 'Ochiq' })}</StateBadge>
              ) : (
                <StateBadge tone="neutral">{t({ id: 'search.inheritance.state.closed', message: 'Yopilgan' })}</StateBadge>
              ),
          },
          { label: t({ id: 'search.inheritance.openedAt', message: 'Ish ochilgan sana' }), value: date(found.openedAt) },
          { label: t({ id: 'search.inheritance.deceased', message: 'Vafot etgan shaxs' }), value: found.deceased },
          { label: t({ id: 'search.inheritance.deathDateShown', message: 'Vafot etgan sana' }), value: date(found.deathDate) },
          {
            label: t({ id: 'search.inheritance.notary', message: 'Notarius' }),
            value: notaryHref ? <Link to={notaryHref(found.notary.id)}>{notary}</Link> : notary,
          },
          {
            label: t({ id: 'search.inheritance.office', message: 'Notarial idora' }),
            value: (
              <>
                {text(found.office.name)}
                <br />
                <span className="search-facts__muted">{text(found.office.address)}</span>
                <br />
                <a href={phoneHref(found.office.phone)}>{formatPhone(found.office.phone)}</a>
              </>
            ),
          },
        ]}
      />
    </article>
  );
}

/** The inheritance case search result: the cases found, or "not found". */
export function InheritanceResults({ result, notaryHref }: InheritanceResultsProps) {
  const { t } = useLingui();
  if (result.cases.length === 0) {
    return (
      <SearchEmpty>{t({ id: 'search.inheritance.notFound', message: 'Meros ishi topilmadi. Ma’lumotlarni tekshirib, qayta urinib ko‘ring.' })}</SearchEmpty>
    );
  }
  return (
    <div className="search-results">
      <h2>{t({ id: 'search.inheritance.found', message: 'Topilgan meros ishlari' })}</h2>
      <ul className="search-results__list">
        {result.cases.map((found) => (
          <li key={found.caseNumber}>
            <CaseCard found={found} notaryHref={notaryHref} />
          </li>
        ))}
      </ul>
    </div>
  );
}
