import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { HELPLINE } from '../../../src-domain/constants.ts';
import { formatPhone, phoneHref } from '../../../src-domain/identity/format-phone.ts';
import { currentYearInTashkent } from '../../../src-domain/time/tashkent.ts';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../route-titles.ts';

/** Support contacts (spec §1 names a support service but not its details; these are ours). */
/** The support line as stored (9 digits, spec §5); shown and dialled through src-domain/identity/format-phone.ts. */
export const SUPPORT_PHONE = '712070000';
export const SUPPORT_EMAIL = 'support@e-notarius.uz';

export interface FooterProps {
  /**
   * Copyright year; the current Tashkent year unless given (tests, a frozen build). By the fixed
   * offset (src-domain/time/tashkent.ts): an `Intl.DateTimeFormat` with a time zone loads the
   * zone data on first use, which cost every page's first render tens of milliseconds on a phone.
   */
  year?: number;
  /** A kiosk shows the contacts as text: a public terminal follows no external link. */
  kiosk?: boolean;
}

export function Footer({ year = currentYearInTashkent(), kiosk = false }: FooterProps) {
  const { t } = useLingui();
  const helpline = HELPLINE;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="helpline">
          <h2>
            <Trans id="footer.helpline">Ishonch telefoni</Trans>
          </h2>
          <p className="helpline__number">{kiosk ? helpline : <a href={`tel:${helpline}`}>{helpline}</a>}</p>
        </div>
        <div>
          <h2>
            <Trans id="footer.support">Qo‘llab-quvvatlash xizmati</Trans>
          </h2>
          <dl className="contacts">
            <dt>{t({ id: 'footer.phone', message: 'Telefon' })}</dt>
            <dd>{kiosk ? formatPhone(SUPPORT_PHONE) : <a href={phoneHref(SUPPORT_PHONE)}>{formatPhone(SUPPORT_PHONE)}</a>}</dd>
            <dt>{t({ id: 'footer.email', message: 'Elektron pochta' })}</dt>
            <dd>{kiosk ? SUPPORT_EMAIL : <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>}</dd>
          </dl>
        </div>
        {kiosk ? null : (
          <nav aria-label={t({ id: 'footer.portalData', message: 'Portal ma’lumotlari' })}>
            <ul className="site-footer__links">
              <li>
                <Link to={paths.statistics.href()}>{t(ROUTE_TITLES['route.statistics'])}</Link>
              </li>
              <li>
                <Link to={paths.updateDict.href()}>{t(ROUTE_TITLES['route.updateDict'])}</Link>
              </li>
            </ul>
          </nav>
        )}
        <p className="copyright">
          <Trans id="footer.copyright">© {year} e-Notarius — onlayn notarial xizmatlar portali</Trans>
        </p>
      </div>
    </footer>
  );
}
