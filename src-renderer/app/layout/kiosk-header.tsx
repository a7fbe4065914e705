import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { isKioskShell } from '../../platform/kiosk.ts';
import { isAuthenticatedAtom } from '../../state/token.ts';
import { KioskDisplayControls } from '../kiosk-display/kiosk-display-controls.tsx';
import { useCitizenWipe } from '../kiosk-wipe/use-citizen-wipe.ts';
import { paths } from '../../shared/paths.ts';
import { LocaleSwitch } from './locale-switch.tsx';
import { Logo } from './logo.tsx';
import { useLogout } from './use-logout.ts';

/**
 * Kiosk header: no links out of the kiosk area, large controls, logout while signed in, and the
 * display aids (larger text, contrast, read-aloud) on every screen. On a terminal (the kiosk
 * shell) logging out is the idle wipe at once: the next citizen finds nothing.
 */
export function KioskHeader() {
  const { t } = useLingui();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  const localLogout = useLogout('kiosk');
  const wipe = useCitizenWipe();
  const logout = isKioskShell() ? () => void wipe() : localLogout;
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
        <KioskDisplayControls />
      </div>
    </header>
  );
}
