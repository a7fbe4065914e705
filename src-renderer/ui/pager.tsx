import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import './pager.css';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
  /** Names the navigation landmark: a page may have two pagers (notaries, reviews). */
  label: string;
}

/**
 * Previous / next links and where we are, as links (the page is in the address, so it can be
 * shared and the back button works); nothing when everything fits on one page.
 */
export function Pager({ page, pageSize, total, hrefFor, label }: PagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <Link className="button button--secondary" to={hrefFor(page - 1)} rel="prev">
          {t({ id: 'pager.previous', message: 'Oldingi sahifa' })}
        </Link>
      ) : null}
      <span className="pager__where">{t({ id: 'pager.where', message: `Sahifa ${page} / ${pages}` })}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={hrefFor(page + 1)} rel="next">
          {t({ id: 'pager.next', message: 'Keyingi sahifa' })}
        </Link>
      ) : null}
    </nav>
  );
}
