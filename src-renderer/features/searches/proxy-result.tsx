import { useLingui } from '@lingui/react/macro';
import { isActTypeId, ACT_TYPE_NAMES } from '../../../src-domain/acts/act-types.ts';
import type { ProxySearchResponse } from '../../../src-domain/http/routes/search-proxy.ts';
import type { ProxyState } from '../../../src-domain/searches/proxy-validity.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { SearchEmpty } from './search-status.tsx';
import { StateBadge } from './state-badge.tsx';
import { useLocaleText } from './use-locale-text.ts';

/** The power-of-attorney check result: in force or not, its term, who — as initials. */
export function ProxyResult({ result }: { result: ProxySearchResponse }) {
  const { t } = useLingui();
  const { locale, text, date } = useLocaleText();
  if (!result.found) {
    return <SearchEmpty>{t({ id: 'search.proxy.notFound', message: 'Ishonchnoma topilmadi. Reestr raqami va sanani tekshiring.' })}</SearchEmpty>;
  }
  const stateNames: Record<ProxyState, string> = {
    active: t({ id: 'search.proxy.state.active', message: 'Amalda' }),
    revoked: t({ id: 'search.proxy.state.revoked', message: 'Bekor qilingan' }),
    expired: t({ id: 'search.proxy.state.expired', message: 'Muddati tugagan' }),
  };
  return (
    <article className="search-result">
      <h2>{t({ id: 'search.proxy.found', message: 'Ishonchnoma topildi' })}</h2>
      <FactList
        className="search-facts"
        facts={[
          {
            label: t({ id: 'search.proxy.state', message: 'Holati' }),
            value: <StateBadge tone={result.state === 'active' ? 'good' : 'bad'}>{stateNames[result.state]}</StateBadge>,
          },
          { label: t({ id: 'search.proxy.registryNumber', message: 'Reestr raqami' }), value: result.registryNumber },
          { label: t({ id: 'search.proxy.registryDate', message: 'Ro‘yxatga olingan sana' }), value: date(result.registryDate) },
          ...(isActTypeId(result.actTypeId)
            ? [{ label: t({ id: 'search.proxy.type', message: 'Ishonchnoma turi' }), value: ACT_TYPE_NAMES[result.actTypeId][locale] }]
            : []),
          { label: t({ id: 'search.proxy.term', message: 'Amal qilish muddati' }), value: `${date(result.validFrom)} – ${date(result.validUntil)}` },
          { label: t({ id: 'search.proxy.principal', message: 'Ishonch bildiruvchi' }), value: result.principal },
          { label: t({ id: 'search.proxy.attorney', message: 'Ishonchli vakil' }), value: result.attorney },
          { label: t({ id: 'search.proxy.notary', message: 'Notarius' }), value: text(result.notary.name) },
          { label: t({ id: 'search.proxy.office', message: 'Notarial idora' }), value: text(result.office.name) },
        ]}
      />
    </article>
  );
}
