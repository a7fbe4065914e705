import { useAtomValue } from 'jotai';
import { lazy, useCallback, useId, useRef, useState, type MouseEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { LazyServerState } from '../lazy-server-state.tsx';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../route-titles.ts';
import { LocaleSwitch } from './locale-switch.tsx';
import { Logo } from './logo.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import { useDismiss } from './use-dismiss.ts';
import { loadChunk } from '../../ui/chunk-load.ts';
import './web-header.css';

const NAV = [
  { to: paths.catalogue.href(), title: ROUTE_TITLES['route.catalogue'] },
  { to: paths.notaries.href(), title: ROUTE_TITLES['route.notaries'] },
  { to: paths.searchAct.href(), title: ROUTE_TITLES['route.searchAct'] },
] as const;

/** Loads with the signed-in user only: a visitor of the home page downloads nothing for it. */
const NotificationsButton = lazy(() => loadChunk(() => import('../../features/notifications/notifications-button.tsx')));

/**
 * Browser-mode header: logo, main sections, locale switch, login or the user's menu. On a wide
 * screen all of it in one row; on a narrow one (web-header.css) the sections and tools fold
 * behind a menu button (WAI-ARIA disclosure: `aria-expanded`, `aria-controls`), so the header
 * takes one row of a phone's first screen. Escape closes the menu and gives focus back to its
 * button; following a link or a click outside closes it too.
 */
export function WebHeader() {
  const { t, i18n } = useLingui();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpen(false), []);
  const refocus = useCallback(() => button.current?.focus(), []);
  useDismiss(open, close, root, refocus);

  // A followed link (a section, the login, the profile menu's entries) leaves the menu closed behind it.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <header className={authenticated ? 'site-header site-header--web site-header--signed-in' : 'site-header site-header--web'}>
      <div className="site-header__inner" ref={root}>
        <Logo href={paths.home.href()} />
        <button
          ref={button}
          type="button"
          className="button button--secondary site-header__menu-button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <svg className="site-header__menu-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'} stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" fill="none" />
          </svg>
          {t({ id: 'header.menu', message: 'Menyu' })}
        </button>
        <div id={panelId} className={open ? 'site-header__panel site-header__panel--open' : 'site-header__panel'} onClick={closeOnLink}>
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
      </div>
    </header>
  );
}
