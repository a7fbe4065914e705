import type { ComponentType } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { loadChunk } from '../ui/chunk-load.ts';
import { catalogComplete } from './i18n.ts';
import { paths } from '../shared/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';
import { WebLayout } from './web-layout.tsx';

/**
 * The complete route table of spec §2, in one place. Each route area (`routes/<area>/`) is one
 * lazily loaded chunk; `route-status.ts` lists the same paths and a test keeps the two equal.
 * The routing rules (`routing-rules.ts`) run in `RootLayout` before any page renders.
 */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => {
    // Spec §8 "Chunk loading": a part that fails or has not come within 120 s ends in RouteError.
    const [module, serverState] = await loadChunk(() => Promise.all([load(), loadServerState(), catalogComplete()]));
    return { Component: serverState.withServerState(pick(module)) };
  };
}

/**
 * The home page reads no server data and says only what the shell part of the catalog holds:
 * it waits for neither the query library nor the rest of the catalog (docs/performance.md: home ≤ 120 KiB).
 */
function homePage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await loadChunk(load)) });
}

const loadServerState = () => import('./server-state.tsx');

/** Spec §2: the old act address keeps working (the guard redirects first; this is the fallback). */
function LegacyActRedirect() {
  const { uuid = '' } = useParams();
  return <Navigate to={paths.actDetails.href(uuid)} replace />;
}

/** Nothing to show while the first page's chunk loads: it takes a few milliseconds. */
const HydrateFallback = () => null;

const home = () => import('../routes/home/home-page.tsx');
// The catalogue's three pages load separately: a visitor of the list does not download the calculator.
const catalogueList = () => import('../routes/catalogue/catalogue-list-page.tsx');
const catalogueDetails = () => import('../routes/catalogue/catalogue-details-page.tsx');
const feeCalculator = () => import('../routes/catalogue/fee-calculator-page.tsx');
const notaryList = () => import('../routes/notary/notary-list-page.tsx');
const notaryDetails = () => import('../routes/notary/notary-details-page.tsx');
const equeue = () => import('../routes/equeue/equeue-page.tsx');
const statistics = () => import('../routes/statistics/statistics-page.tsx');
const searches = () => import('../routes/searches/search-pages.tsx');
const dictionaries = () => import('../routes/dictionaries/update-dict-page.tsx');
const acts = () => import('../routes/acts/act-details-page.tsx');
const myActs = () => import('../routes/my-acts/my-act-pages.tsx');
const admin = () => import('../routes/admin/admin-pages.tsx');
const profile = () => import('../routes/profile/profile-page.tsx');
const videoTesting = () => import('../routes/video-testing/video-testing-pages.tsx');
const roomVideoTesting = () => import('../routes/video-testing/room-video-testing-page.tsx');
const errors = () => import('../routes/errors/error-pages.tsx');
const kiosk = () => import('../routes/kiosk/kiosk-pages.tsx');
const kioskAuth = () => import('../routes/kiosk/kiosk-auth-page.tsx');
const kioskDiagnostics = () => import('../routes/kiosk/kiosk-diagnostics-page.tsx');
const kioskDictionaries = () => import('../routes/dictionaries/kiosk-dictionaries-page.tsx');
const operations = () => import('../routes/operations/operations-terminals-page.tsx');
const kioskLayout = () => import('./kiosk-layout.tsx');

const webRoutes: RouteObject[] = [
  { index: true, lazy: homePage(home, (m) => m.HomePage) },
  { path: 'index', lazy: homePage(home, (m) => m.HomePage) },
  { path: 'na_details', lazy: page(catalogueList, (m) => m.CatalogueListPage) },
  { path: 'na_details/:id', lazy: page(catalogueDetails, (m) => m.CatalogueDetailsPage) },
  { path: 'na_details/calc/:nadid', lazy: page(feeCalculator, (m) => m.FeeCalculatorPage) },
  { path: 'notary', lazy: page(notaryList, (m) => m.NotaryListPage) },
  { path: 'notary/:id', lazy: page(notaryDetails, (m) => m.NotaryDetailsPage) },
  { path: 'equeue', lazy: page(equeue, (m) => m.EqueuePage) },
  { path: 'statistics', lazy: page(statistics, (m) => m.StatisticsPage) },
  { path: 'search_proxy', lazy: page(searches, (m) => m.SearchProxyPage) },
  { path: 'search_inheritcase', lazy: page(searches, (m) => m.SearchInheritancePage) },
  { path: 'update_dict', lazy: page(dictionaries, (m) => m.UpdateDictPage) },
  { path: 'search_notarial_act', lazy: page(searches, (m) => m.SearchActPage) },
  { path: 'search_ban', lazy: page(searches, (m) => m.SearchBanPage) },
  { path: 'enotarial_act/:uuid', lazy: page(acts, (m) => m.ActDetailsPage) },
  { path: 'enotarial-act/:uuid', Component: LegacyActRedirect },
  { path: 'admin/users', lazy: page(admin, (m) => m.AdminUsersPage) },
  { path: 'admin/users/:id', lazy: page(admin, (m) => m.AdminUserPage) },
  { path: 'profile', lazy: page(profile, (m) => m.ProfilePage) },
  { path: 'video_testing', lazy: page(videoTesting, (m) => m.VideoTestingPage) },
  { path: 'room_video_testing', lazy: page(roomVideoTesting, (m) => m.RoomVideoTestingPage) },
  { path: 'operations/terminals', lazy: page(operations, (m) => m.OperationsTerminalsPage) },
  { path: '403', lazy: page(errors, (m) => m.ForbiddenPage) },
  { path: '404', lazy: page(errors, (m) => m.NotFoundPage) },
  {
    path: 'my_notarial_act',
    children: [
      { index: true, lazy: page(myActs, (m) => m.MyActsPage) },
      { path: ':rid', lazy: page(myActs, (m) => m.MyActPage) },
      { path: ':rid/member/:id', lazy: page(myActs, (m) => m.MyActPartyPage) },
      { path: ':rid/auto/:id', lazy: page(myActs, (m) => m.MyActVehiclePage) },
      { path: ':rid/realty/:id', lazy: page(myActs, (m) => m.MyActRealEstatePage) },
      { path: ':rid/other/:id', lazy: page(myActs, (m) => m.MyActOtherPropertyPage) },
    ],
  },
  { path: '*', element: <Navigate to="/404" replace /> },
];

const kioskRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/kiosk/main" replace /> },
  { path: 'auth', lazy: page(kioskAuth, (m) => m.KioskAuthPage) },
  { path: 'main', lazy: page(kiosk, (m) => m.KioskMainPage) },
  { path: 'enotarial_act/:uuid', lazy: page(acts, (m) => m.KioskActDetailsPage) },
  { path: 'search_proxy', lazy: page(searches, (m) => m.KioskSearchProxyPage) },
  { path: 'search_inheritcase', lazy: page(searches, (m) => m.KioskSearchInheritancePage) },
  { path: 'search_ban', lazy: page(searches, (m) => m.KioskSearchBanPage) },
  { path: 'equeue', lazy: page(equeue, (m) => m.KioskEqueuePage) },
  { path: 'video_testing', lazy: page(videoTesting, (m) => m.KioskVideoTestingPage) },
  { path: 'my_notarial_act', lazy: page(myActs, (m) => m.KioskMyActsPage) },
  { path: 'my_notarial_act/:rid', lazy: page(myActs, (m) => m.KioskMyActPage) },
  { path: 'diagnostics', lazy: page(kioskDiagnostics, (m) => m.KioskDiagnosticsPage) },
  { path: 'update_dict', lazy: page(kioskDictionaries, (m) => m.KioskDictionariesPage) },
  { path: '403', lazy: page(errors, (m) => m.KioskForbiddenPage) },
  { path: '404', lazy: page(errors, (m) => m.KioskNotFoundPage) },
  { path: '*', element: <Navigate to="/kiosk/404" replace /> },
];

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    HydrateFallback,
    errorElement: <RouteError />,
    children: [
      { Component: WebLayout, children: webRoutes },
      // The kiosk frame (on-screen keyboard, notifications) is its own chunk: the web never loads it.
      { path: 'kiosk', lazy: page(kioskLayout, (m) => m.KioskLayout), children: kioskRoutes },
    ],
  },
];
