import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router';
import { TermsGate } from '../features/terms/terms-gate.tsx';
import { isAuthenticatedAtom } from '../state/token.ts';
import { Breadcrumb } from './layout/breadcrumb.tsx';
import { Footer } from './layout/footer.tsx';
import { SkipLink } from './layout/skip-link.tsx';
import { WebHeader } from './layout/web-header.tsx';
import { LazyServerState } from './lazy-server-state.tsx';
import { paths } from '../shared/paths.ts';
import { ROUTE_TITLES } from './route-titles.ts';

/**
 * Browser-mode frame: skip link, header, breadcrumb, the page in `<main>`, footer; the offer
 * asks a signed-in user who has not accepted it yet (spec §4.6).
 */
export function WebLayout() {
  const { i18n } = useLingui();
  const authenticated = useAtomValue(isAuthenticatedAtom);
  return (
    <div className="app app--browser">
      <SkipLink />
      <WebHeader />
      <main id="main" tabIndex={-1} className="site-main">
        <Breadcrumb rootHref={paths.home.href()} rootLabel={i18n._(ROUTE_TITLES['route.home'])} />
        <Outlet />
      </main>
      <Footer />
      {/* Only a signed-in user can be asked; the offer's server calls load with it. */}
      {authenticated && (
        <LazyServerState>
          <TermsGate />
        </LazyServerState>
      )}
    </div>
  );
}
