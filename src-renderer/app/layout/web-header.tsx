import { useAtomValue } from 'jotai';
import { lazy } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { LazyServerState } from '../lazy-server-state.tsx';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../route-titles.ts';
import { LocaleSwitch } from './locale-switch.tsx';
import { Logo } from './logo.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { loadChunk } from '../../ui/chunk-load.ts';

const NAV = [
  { to: paths.catalogue.href(), title: ROUTE_TITLES['route.catalogue'] },
  { to: paths.notaries.href(), title: ROUTE_TITLES['route.notaries'] },
  { to: paths.searchAct.href(), title: ROUTE_TITLES['route.searchAct'] },
] as const;

/** Loads with the signed-in user only: a visitor of the home page downloads nothing for it. */
const NotificationsButton = lazy(() => loadChunk(() => import('../../features/notifications/notifications-button.tsx')));

/** Browser-mode header: logo, main sections, locale switch, login or the user's menu. */
export function WebHeader() {
  const { t, i18n } = useLingui();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo href={paths.home.href()} />
        <nav className="main-nav" aria-label={t({ id: 'header.nav', message: 'Asosiy bo‘limlar' })}>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to}>{i18n._(item.title)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <LocaleSwitch />
          {authenticated ? (
            <>
              <LazyServerState>
                <NotificationsButton />
              </LazyServerState>
              <ProfileMenu />
            </>
          ) : (
            <Link className="button" to={paths.login.href()}>
              {t({ id: 'auth.login', message: 'Kirish' })}
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
