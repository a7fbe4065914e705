import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { paths } from '../paths.ts';
import { LocaleSwitch } from './locale-switch.tsx';
import { Logo } from './logo.tsx';
import { useLogout } from './use-logout.ts';

/** Kiosk header: no links out of the kiosk area, large controls, logout while signed in. */
export function KioskHeader() {
  const { t } = useLingui();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const logout = useLogout('kiosk');
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo href={paths.kiosk.main.href()} />
        <div className="site-header__tools">
          <LocaleSwitch />
          {authenticated && (
            <button type="button" className="button button--secondary" onClick={logout}>
              {t({ id: 'auth.logout', message: 'Chiqish' })}
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
