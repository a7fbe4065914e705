import { useLingui } from '@lingui/react/macro';
import type { Ban, BanSearchResponse } from '../../../src-domain/http/routes/search-ban.ts';
import { FactList } from '../../ui/fact-list.tsx';
import { SearchEmpty } from './search-status.tsx';
import { StateBadge } from './state-badge.tsx';
import { useLocaleText } from './use-locale-text.ts';

function BanCard({ ban }: { ban: Ban }) {
  const { t } = useLingui();
  const { date } = useLocaleText();
  const id = ban.id;
  return (
    <article className="search-result">
      <h3>{t({ id: 'search.ban.title', message: `Taqiq № ${id}` })}</h3>
      <FactList
        className="search-facts"
        facts={[
          {
            label: t({ id: 'search.ban.state', message: 'Holati' }),
            value:
              ban.state === 'active' ? (
                <StateBadge tone="bad">{t({ id: 'search.ban.state.active', message: 'Amalda' })}</StateBadge>
              ) : (
                <StateBadge tone="neutral">{t({ id: 'search.ban.state.lifted', message: 'Olib tashlangan' })}</StateBadge>
              ),
          },
          { label: t({ id: 'search.ban.object', message: 'Obyekt' }), value: ban.object },
          { label: t({ id: 'search.ban.type', message: 'Taqiq turi' }), value: ban.type },
          { label: t({ id: 'search.ban.startDate', message: 'Qo‘yilgan sana' }), value: date(ban.startDate) },
          { label: t({ id: 'search.ban.document', message: 'Hujjat raqami va sanasi' }), value: `${ban.documentNumber}, ${date(ban.documentDate)}` },
          { label: t({ id: 'search.ban.official', message: 'Taqiq qo‘ygan mansabdor shaxs' }), value: ban.official },
          { label: t({ id: 'search.ban.organisation', message: 'Tashkilot' }), value: ban.organisation },
          ...(ban.liftedAt ? [{ label: t({ id: 'search.ban.liftedAt', message: 'Olib tashlangan sana' }), value: date(ban.liftedAt) }] : []),
        ]}
      />
    </article>
  );
}

/** The ban check result (spec §3 Ban); an empty list is spec §8 "bans not found". */
export function BanResults({ result }: { result: BanSearchResponse }) {
  const { t } = useLingui();
  if (result.bans.length === 0) return <SearchEmpty>{t({ id: 'search.ban.notFound', message: 'Taqiqlar topilmadi.' })}</SearchEmpty>;
  const count = result.bans.length;
  return (
    <div className="search-results">
      <h2>{t({ id: 'search.ban.found', message: `Topilgan taqiqlar: ${count}` })}</h2>
      <ul className="search-results__list">
        {result.bans.map((ban) => (
          <li key={ban.id}>
            <BanCard ban={ban} />
          </li>
        ))}
      </ul>
    </div>
  );
}
