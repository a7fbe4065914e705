import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter, whenRouterReady } from './app/app.tsx';
import { loadLocale, loadLocaleShell, showLocale } from './app/i18n.ts';
import { startKioskClean } from './app/kiosk-wipe/start-clean.ts';
import { canHydrate } from './app/prerender-mark.ts';
import { localeAtom } from './state/locale.ts';
import { modeAtom } from './state/mode.ts';
import { redirectUrlAtom } from './state/redirect-url.ts';
import { appStore } from './state/store.ts';
import { tokenAtom } from './state/token.ts';
import './ui/styles.css';
import './ui/high-contrast.css';

/**
 * Entry of both builds (web `web/index.html`, kiosk `src-renderer/index.html`). Before the first
 * render: the stored locale's catalog and the first page's chunks, so no page ever shows
 * untranslated or half loaded.
 *
 * A prerendered page (web/prerender-plugin.ts) is hydrated when the visitor is the one it was
 * rendered for (`canHydrate`); then the shell part of the catalog is enough to start (the home
 * page; every other page waits for the rest itself, `routes.tsx`). Anyone else gets the whole
 * catalog and a fresh render over the prerendered HTML.
 */
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A kiosk terminal first wipes what a previous citizen left (crash, reload, power on). The start
// runs as a task of its own: after the entry's evaluation in the same task, the two were one
// long task on a phone, holding the first tap (Lighthouse's blocking time, docs/performance.md).
void startKioskClean().then(() => setTimeout(() => start(root), 0));

function start(root: HTMLElement): void {
  const locale = appStore.get(localeAtom);
  const hydrate = canHydrate(root, {
    pathname: window.location.pathname,
    search: window.location.search,
    locale,
    mode: appStore.get(modeAtom),
    signedIn: appStore.get(tokenAtom) !== null,
    redirectSaved: appStore.get(redirectUrlAtom) !== null,
  });
  // The painted page was rendered for someone else and is about to be replaced: nothing more
  // may be typed into it, or it would be lost with it. The replacing nodes are not inert.
  if (!hydrate) for (const child of root.children) (child as HTMLElement).inert = true;
  const catalog = hydrate ? loadLocaleShell(locale) : loadLocale(locale);
  const router = createAppRouter();

  void Promise.all([catalog, whenRouterReady(router)]).then(() => {
    showLocale(locale);
    const app = (
      <StrictMode>
        <App router={router} />
      </StrictMode>
    );
    // As a transition, React renders in slices of a few milliseconds and lets the browser
    // answer input between them; at the default priority the first render was one long task
    // (a quarter of a second on a mid-range phone), Lighthouse's total blocking time.
    startTransition(() => {
      if (hydrate) {
        hydrateRoot(root, app, {
          // A mismatch is a bug of the prerender: say so plainly (the e2e tests watch the console).
          onRecoverableError: (error) => console.error('Hydration error:', error),
        });
      } else {
        createRoot(root).render(app);
      }
    });
  });
}
