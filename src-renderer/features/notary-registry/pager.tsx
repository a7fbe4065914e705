import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  /** Names the navigation landmark: a page may have two pagers (notaries, reviews). */
  label: string;
}

/** Previous / next links and where we are; nothing when everything fits on one page. */
export function Pager({ page, pageSize, total, hrefFor, label }: PagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="catalogue-pager" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--secondary" to={hrefFor(page - 1)} rel="prev">
          {t({ id: 'notary.pager.previous', message: 'Oldingi sahifa' })}
        </Link>
      ) : null}
      <span className="catalogue-pager__where">{t({ id: 'notary.pager.where', message: `Sahifa ${page} / ${pages}` })}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={hrefFor(page + 1)} rel="next">
          {t({ id: 'notary.pager.next', message: 'Keyingi sahifa' })}
        </Link>
      ) : null}
    </nav>
  );
}
