import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { Breadcrumb } from './layout/breadcrumb.tsx';
import { Footer } from './layout/footer.tsx';
import { KioskHeader } from './layout/kiosk-header.tsx';
import { SkipLink } from './layout/skip-link.tsx';
import { paths } from './paths.ts';
import { ROUTE_TITLES } from './route-titles.ts';

/**
 * Kiosk frame (ARCHITECTURE.md, Kiosk behaviour): the same landmarks as the web, 64 px touch
 * targets (`.app--kiosk` in styles.css) and no way out of the kiosk area.
 */
export function KioskLayout() {
  const { i18n } = useLingui();
  return (
    <div className="app app--kiosk">
      <SkipLink />
      <KioskHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Breadcrumb rootHref={paths.kiosk.main.href()} rootLabel={i18n._(ROUTE_TITLES['route.kioskMain'])} />
        <Outlet />
      </main>
      <Footer kiosk />
    </div>
  );
}
