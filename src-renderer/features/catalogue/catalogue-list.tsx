import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { Link } from 'react-router';
import type { CatalogueGroup, CatalogueServiceSummary } from '../../../src-domain/http/routes/catalogue.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { useFeeSummary } from './fee-summary.ts';

export interface CatalogueListProps {
  services: readonly CatalogueServiceSummary[];
  groups: readonly CatalogueGroup[];
  bcvTiyin: number;
  locale: Locale;
  hrefFor: (id: number) => string;
}

/**
 * One card per service: its name (a link to the details), group, what it is, price, duration.
 * Memoised like `NotaryCards`, for the page's deferred render of its results.
 */
export const CatalogueList = memo(function CatalogueList({ services, groups, bcvTiyin, locale, hrefFor }: CatalogueListProps) {
  const { t } = useLingui();
  const feeSummary = useFeeSummary();
  const groupName = (id: number) => groups.find((group) => group.id === id)?.name[locale] ?? '';
  return (
    <ul className="catalogue-list">
      {services.map((service) => {
        const days = service.durationDays;
        const count = service.actsCount;
        return (
          <li key={service.id} className="catalogue-card">
            <h3 className="catalogue-card__title">
              <Link to={hrefFor(service.id)}>{service.name[locale]}</Link>
            </h3>
            <p className="catalogue-card__group">{groupName(service.groupId)}</p>
            <p>{service.simplifiedDescription[locale]}</p>
            <dl className="catalogue-card__facts">
              <div>
                <dt>{t({ id: 'catalogue.card.price', message: 'Narxi' })}</dt>
                <dd>{feeSummary(service.fee, bcvTiyin)}</dd>
              </div>
              <div>
                <dt>{t({ id: 'catalogue.card.duration', message: 'Muddati (ish kuni)' })}</dt>
                <dd>{days}</dd>
              </div>
              <div>
                <dt>{t({ id: 'catalogue.card.acts', message: 'Ro‘yxatga olingan harakatlar' })}</dt>
                <dd>{count}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
});
