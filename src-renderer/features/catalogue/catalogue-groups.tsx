import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { CatalogueGroup } from '../../../src-domain/http/routes/catalogue.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';

export interface CatalogueGroupsProps {
  groups: readonly CatalogueGroup[];
  selected: number | undefined;
  locale: Locale;
  /** The address of the list with `group` set (undefined: every group). */
  hrefFor: (group: number | undefined) => string;
}

/**
 * The act groups as links (spec screen 10 "act group"): each keeps the search, shows how many
 * services match, and the chosen one is marked for screen readers with aria-current.
 */
export function CatalogueGroups({ groups, selected, locale, hrefFor }: CatalogueGroupsProps) {
  const { t } = useLingui();
  const total = groups.reduce((sum, group) => sum + group.serviceCount, 0);
  const items = [
    { id: undefined, name: t({ id: 'catalogue.groups.all', message: 'Barcha guruhlar' }), count: total },
    ...groups.map((g) => ({ id: g.id, name: g.name[locale], count: g.serviceCount })),
  ];
  return (
    <nav className="catalogue-groups" aria-label={t({ id: 'catalogue.groups.label', message: 'Harakatlar guruhlari' })}>
      <ul>
        {items.map((item) => (
          <li key={item.id ?? 'all'}>
            <Link to={hrefFor(item.id)} aria-current={item.id === selected ? 'true' : undefined} className="catalogue-groups__link">
              <span>{item.name}</span>
              <span className="catalogue-groups__count">{item.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The groups' row while the catalogue loads: the same height, nothing to read (the page's status says it loads). */
export function CatalogueGroupsPending() {
  return (
    <div className="catalogue-groups" aria-hidden="true">
      <ul>
        <li>
          <span className="catalogue-groups__link catalogue-groups__link--pending">&nbsp;</span>
        </li>
      </ul>
    </div>
  );
}
