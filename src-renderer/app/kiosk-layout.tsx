import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Fragment } from 'react';
import { Outlet } from 'react-router';
import { KeyboardProvider } from '../features/keyboard/keyboard-provider.tsx';
import { DeviceAlert } from '../features/kiosk-self-test/device-alert.tsx';
import { NotificationListHost } from '../features/notifications/notification-list-host.tsx';
import { TermsGate } from '../features/terms/terms-gate.tsx';
import { isKioskShell } from '../platform/kiosk.ts';
import { KioskScreenSpeech } from './kiosk-display/kiosk-screen-speech.tsx';
import { useKioskDisplay } from './kiosk-display/use-kiosk-display.ts';
import './kiosk-display/kiosk-display.css';
import { KioskIdleWipe } from './kiosk-wipe/kiosk-idle-wipe.tsx';
import { wipeGenerationAtom } from './kiosk-wipe/wipe-generation.ts';
import { Breadcrumb } from './layout/breadcrumb.tsx';
import { Footer } from './layout/footer.tsx';
import { KioskHeader } from './layout/kiosk-header.tsx';
import { SkipLink } from './layout/skip-link.tsx';
import { paths } from '../shared/paths.ts';
import { ROUTE_TITLES } from './route-titles.ts';

/**
 * Kiosk frame (docs/architecture.md, Kiosk behaviour): the same landmarks as the web, 64 px touch
 * targets (`.app--kiosk` in styles.css), no way out of the kiosk area, the on-screen keyboard for
 * every text field, the offer (spec §4.6) and the notification list after a login (§4.5), the
 * citizen's display aids and read-aloud (`kiosk-display/`). In the kiosk shell, the idle wipe;
 * each wipe mounts the whole frame afresh (`wipe-generation.ts`).
 */
export function KioskLayout() {
  const { i18n } = useLingui();
  useKioskDisplay();
  const generation = useAtomValue(wipeGenerationAtom);
  return (
    <div className="app app--kiosk">
      <Fragment key={generation}>
        <KeyboardProvider>
          <SkipLink />
          <KioskHeader />
          <main id="main" tabIndex={-1} className="site-main">
            <Breadcrumb rootHref={paths.kiosk.main.href()} rootLabel={i18n._(ROUTE_TITLES['route.kioskMain'])} />
            <DeviceAlert media={typeof navigator === 'undefined' ? undefined : navigator.mediaDevices} />
            <Outlet />
          </main>
          <Footer kiosk />
        </KeyboardProvider>
        <TermsGate />
        <NotificationListHost />
        <KioskScreenSpeech />
      </Fragment>
      {isKioskShell() && <KioskIdleWipe />}
    </div>
  );
}
