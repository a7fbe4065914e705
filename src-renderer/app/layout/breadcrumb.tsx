import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { breadcrumbAtom } from '../../state/breadcrumb.ts';

export interface BreadcrumbProps {
  /** Where the first crumb leads: the main page on the web, the kiosk menu in a kiosk. */
  rootHref: string;
  rootLabel: string;
}

/** The trail of the page shown (spec §3 breadcrumb); nothing on the root page itself. */
export function Breadcrumb({ rootHref, rootLabel }: BreadcrumbProps) {
  const { t } = useLingui();
  const items = useAtomValue(breadcrumbAtom);
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumb" aria-label={t({ id: 'breadcrumb.label', message: 'Navigatsiya zanjiri' })}>
      <ol>
        <li>
          <Link to={rootHref}>{rootLabel}</Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {last || !item.href ? <span aria-current={last ? 'page' : undefined}>{item.label}</span> : <Link to={item.href}>{item.label}</Link>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
