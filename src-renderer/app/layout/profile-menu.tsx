import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { hasRole, type Role } from '../../../src-domain/auth/roles.ts';
import { userAtom } from '../../state/user.ts';
import { paths } from '../../shared/paths.ts';
import { ROUTE_TITLES } from '../route-titles.ts';
import { useDismiss } from './use-dismiss.ts';
import { useLogout } from './use-logout.ts';

/**
 * The web pages of a role beyond every user's own, in its holder's menu (the notary's queue is
 * "my acts"; the technician's diagnostics live at the terminal, on the kiosk main menu).
 */
const ROLE_PAGES: readonly { role: Role; href: string; title: keyof typeof ROUTE_TITLES }[] = [
  { role: 'admin', href: paths.adminUsers.href(), title: 'route.adminUsers' },
  { role: 'operations', href: paths.operationsTerminals.href(), title: 'route.operationsTerminals' },
];

/**
 * The signed-in user's menu: a disclosure button (WAI-ARIA disclosure navigation pattern) with
 * the profile, own acts, the pages of the user's roles and logout. Escape or a click outside closes it.
 */
export function ProfileMenu() {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const logout = useLogout('browser');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root);

  const name = user?.fullname || t({ id: 'profileMenu.button', message: 'Profil' });
  return (
    <div className="profile-menu" ref={root}>
      <button type="button" className="button button--secondary" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen((value) => !value)}>
        <span className="profile-menu__name">{name}</span>
      </button>
      <ul id={menuId} className="profile-menu__list" hidden={!open}>
        <li>
          <Link to={paths.profile.href()} onClick={() => setOpen(false)}>
            {i18n._(ROUTE_TITLES['route.profile'])}
          </Link>
        </li>
        <li>
          <Link to={paths.myActs.href()} onClick={() => setOpen(false)}>
            {i18n._(ROUTE_TITLES['route.myActs'])}
          </Link>
        </li>
        {/* Shortcuts only: the server decides who sees each role's pages. */}
        {ROLE_PAGES.filter((page) => hasRole(user, page.role)).map((page) => (
          <li key={page.role}>
            <Link to={page.href} onClick={() => setOpen(false)}>
              {i18n._(ROUTE_TITLES[page.title])}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={logout}>
            {t({ id: 'auth.logout', message: 'Chiqish' })}
          </button>
        </li>
      </ul>
    </div>
  );
}
