import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { hasRole } from '../../../src-domain/auth/roles.ts';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { userAtom } from '../../state/user.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';

const SERVICES = [
  { to: paths.kiosk.myActs.href(), title: ROUTE_TITLES['route.myActs'] },
  { to: paths.kiosk.searchProxy.href(), title: ROUTE_TITLES['route.searchProxy'] },
  { to: paths.kiosk.searchInheritance.href(), title: ROUTE_TITLES['route.searchInheritance'] },
  { to: paths.kiosk.searchBan.href(), title: ROUTE_TITLES['route.searchBan'] },
  { to: paths.kiosk.equeue.href(), title: ROUTE_TITLES['route.equeue'] },
  { to: paths.kiosk.videoTesting.href(), title: ROUTE_TITLES['route.videoTesting'] },
  { to: paths.kiosk.dictionaries.href(), title: ROUTE_TITLES['route.kioskDictionaries'] },
] as const;

/** Kiosk main menu (`kiosk.main`, spec §4 login flow step 5): the kiosk's services as tiles. */
export function KioskMainPage() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(ROUTE_TITLES['route.kioskMain']));
  // A shortcut for the technician only; the diagnostics page asks the server, which decides.
  const technician = hasRole(useAtomValue(userAtom), 'technician');
  const services = technician ? [...SERVICES, { to: paths.kiosk.diagnostics.href(), title: ROUTE_TITLES['route.kioskDiagnostics'] }] : SERVICES;
  return (
    <article className="page">
      <h1>{i18n._(ROUTE_TITLES['route.kioskMain'])}</h1>
      <p>
        <Trans id="kiosk.main.lead">Kerakli xizmatni tanlang.</Trans>
      </p>
      <ul className="tiles">
        {services.map((service) => (
          <li key={service.to}>
            <Link className="tile" to={service.to}>
              {i18n._(service.title)}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
