import type { PrerenderedRoute } from './prerender-plugin.ts';

const HOME = 'src-renderer/routes/home/home-page.tsx';
const SEARCHES = 'src-renderer/routes/searches/search-pages.tsx';
// Every page but the home page comes with server state (`page()` in routes.tsx).
const SERVER_STATE = 'src-renderer/app/server-state.tsx';

/**
 * The public pages prerendered at build time (docs/decisions/0011-home-page-first-paint-and-budget.md), each with the modules its route
 * loads lazily in `src-renderer/app/routes.tsx` (page first). Kiosk and signed-in pages stay
 * client-rendered. `npm run bench` weighs the same pages (bench/pages.ts).
 */
export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { path: '/', modules: [HOME] },
  { path: '/index', modules: [HOME] },
  { path: '/na_details', modules: ['src-renderer/routes/catalogue/catalogue-list-page.tsx', SERVER_STATE] },
  { path: '/notary', modules: ['src-renderer/routes/notary/notary-list-page.tsx', SERVER_STATE] },
  { path: '/search_notarial_act', modules: [SEARCHES, SERVER_STATE] },
  { path: '/search_proxy', modules: [SEARCHES, SERVER_STATE] },
  { path: '/search_inheritcase', modules: [SEARCHES, SERVER_STATE] },
];

/** Hydrated with only the shell part of the catalog (`main.tsx`): the home page. */
export const SHELL_PATHS: readonly string[] = ['/', '/index'];
