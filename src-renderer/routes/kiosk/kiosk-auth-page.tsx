import { Trans, useLingui } from '@lingui/react/macro';
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
  return (
    <article className="page kiosk-auth">
      <h1>{heading}</h1>
      <SelfTestGate>
        <p className="kiosk-auth__lead">
          <Trans id="kiosk.auth.lead">JShShIR, pasport seriyasi va raqamini kiriting. Maydonni bossangiz, ekran klaviaturasi ochiladi.</Trans>
        </p>
        <LoginSection mode="kiosk" />
      </SelfTestGate>
    </article>
  );
}
