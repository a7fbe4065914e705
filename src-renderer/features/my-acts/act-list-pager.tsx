import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

export interface ActListPagerProps {
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
}

/** Previous / next links and where we are; nothing when everything fits on one page. */
export function ActListPager({ page, pageSize, total, hrefFor }: ActListPagerProps) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className="act-pager" aria-label={t({ id: 'myActs.pager.label', message: 'Notarial harakatlar sahifalari' })}>
      {page > 1 ? (
        <Link className="button button--secondary" to={hrefFor(page - 1)} rel="prev">
          {t({ id: 'myActs.pager.previous', message: 'Oldingi sahifa' })}
        </Link>
      ) : null}
      <span className="act-pager__where">{t({ id: 'myActs.pager.where', message: `Sahifa ${page} / ${pages}` })}</span>
      {page < pages ? (
        <Link className="button button--secondary" to={hrefFor(page + 1)} rel="next">
          {t({ id: 'myActs.pager.next', message: 'Keyingi sahifa' })}
        </Link>
      ) : null}
    </nav>
  );
}
