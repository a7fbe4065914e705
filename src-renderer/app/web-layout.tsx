import { useLingui } from '@lingui/react/macro';
import { Outlet } from 'react-router';
import { TermsGate } from '../features/terms/terms-gate.tsx';
import { Breadcrumb } from './layout/breadcrumb.tsx';
import { Footer } from './layout/footer.tsx';
import { SkipLink } from './layout/skip-link.tsx';
import { WebHeader } from './layout/web-header.tsx';
import { paths } from './paths.ts';
import { ROUTE_TITLES } from './route-titles.ts';

/**
 * Browser-mode frame: skip link, header, breadcrumb, the page in `<main>`, footer; the offer
 * asks a signed-in user who has not accepted it yet (spec §4.6).
 */
export function WebLayout() {
  const { i18n } = useLingui();
  return (
    <div className="app app--browser">
      <SkipLink />
      <WebHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Breadcrumb rootHref={paths.home.href()} rootLabel={i18n._(ROUTE_TITLES['route.home'])} />
        <Outlet />
      </main>
      <Footer />
      <TermsGate />
    </div>
  );
}
