import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router';
import type { NotarySummary } from '../../../src-domain/http/routes/notaries.ts';
import { NotaryStanding } from './notary-standing.tsx';
import { useStatusLabels } from './status-labels.ts';
import { useShownLocale } from '../../ui/use-shown-locale.ts';

export interface NotaryCardsProps {
  notaries: readonly NotarySummary[];
  hrefFor: (id: number) => string;
}

/**
 * One card per notary: name (a link to the details), office, address, rating, reviews, status.
 * Memoised, so a page that defers its notaries (`useDeferredValue`) renders the cards only in
 * the deferred, time-sliced render (docs/decisions/0011-home-page-first-paint-and-budget.md).
 */
export const NotaryCards = memo(function NotaryCards({ notaries, hrefFor }: NotaryCardsProps) {
  const { t } = useLingui();
  const locale = useShownLocale();
  const labels = useStatusLabels();
  return (
    <ul className="catalogue-list">
      {notaries.map((notary) => (
        <li key={notary.id} className="catalogue-card">
          <h3 className="catalogue-card__title">
            <Link to={hrefFor(notary.id)}>{notary.name[locale]}</Link>
          </h3>
          <p className="catalogue-card__group">{notary.office.name[locale]}</p>
          <p>{notary.office.address[locale]}</p>
          <dl className="catalogue-card__facts">
            <NotaryStanding notary={notary} />
            {notary.licenceStatus !== 'active' ? (
              <div>
                <dt>{t({ id: 'notary.card.licence', message: 'Litsenziya' })}</dt>
                <dd>{labels.licence[notary.licenceStatus]}</dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
});
