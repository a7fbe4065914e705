import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { normalizePath } from '../../app/routing-rules.ts';
import { paths } from '../../shared/paths.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { LoginSection } from '../../app/login/login-section.tsx';
import { SelfTestGate } from '../../features/kiosk-self-test/self-test-gate.tsx';
import { ROUTE_TITLES } from '../../app/route-titles.ts';
import { useBreadcrumb } from '../../state/breadcrumb.ts';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import './kiosk-auth-page.css';

/**
 * Kiosk login (`kiosk.auth`, spec §2 screen 1): the passport form with the on-screen keyboard of
 * the kiosk layout, then the face check. Its own chunk: the kiosk menu pages do not carry it.
 */
export function KioskAuthPage() {
  const { i18n } = useLingui();
  const heading = i18n._(ROUTE_TITLES['route.kioskAuth']);
  useBreadcrumb([{ label: heading }]);
  useDocumentTitle(heading);
  // A page asked for a login and sent the person here (spec §2 routing rules, §4 token expiry):
  // say why, as the web's login does. The main menu a terminal starts on is no such page.
  const redirectUrl = useAtomValue(redirectUrlAtom);
  const toContinue = redirectUrl !== null && normalizePath(redirectUrl.split('?')[0] ?? '') !== paths.kiosk.main.href();
  return (
    <article className="page kiosk-auth">
      <h1>{heading}</h1>
      <SelfTestGate>
        {toContinue ? (
          <p className="notice">
            <Trans id="kiosk.auth.toContinue">Davom etish uchun tizimga kiring.</Trans>
          </p>
        ) : null}
        <p className="kiosk-auth__lead">
          <Trans id="kiosk.auth.lead">JShShIR, pasport seriyasi va raqamini kiriting. Maydonni bossangiz, ekran klaviaturasi ochiladi.</Trans>
        </p>
        <LoginSection mode="kiosk" />
      </SelfTestGate>
    </article>
  );
}
