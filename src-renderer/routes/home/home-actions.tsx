import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { HELPLINE } from '../../../src-domain/constants.ts';
import { paths } from '../../shared/paths.ts';

/**
 * The home page's buttons (spec §2 screen 9). Creating an act and the real-estate statement need
 * a signed-in user: the route guard sends a visitor to the login here and comes back after it
 * (spec §2 routing rules). The real-estate statement is the ban check of `/search_ban`, whose
 * real-estate search answers whether a property is under a ban (docs/decisions: home actions).
 */
export function HomeActions() {
  const { t } = useLingui();
  const helpline = HELPLINE;
  return (
    <nav className="home-actions" aria-label={t({ id: 'home.actions.label', message: 'Tezkor harakatlar' })}>
      <ul>
        <li>
          <Link className="button home-actions__primary" to={paths.myActs.href()}>
            <Trans id="home.actions.createAct">Notarial harakat yaratish</Trans>
          </Link>
        </li>
        <li>
          <Link className="button" to={paths.catalogue.href()}>
            <Trans id="home.actions.details">Xizmatlar haqida batafsil</Trans>
          </Link>
        </li>
        <li>
          <Link className="button" to={paths.searchBan.href()}>
            <Trans id="home.actions.realEstate">Ko‘chmas mulk bo‘yicha ma’lumotnoma</Trans>
          </Link>
        </li>
        <li>
          <Link className="button" to={paths.notaries.href()}>
            <Trans id="home.actions.bookNotary">Notarius qabuliga yozilish</Trans>
          </Link>
        </li>
        <li>
          <a className="button" href={`tel:${helpline}`}>
            <Trans id="home.actions.helpline">Ishonch telefoni: {helpline}</Trans>
          </a>
        </li>
      </ul>
    </nav>
  );
}
