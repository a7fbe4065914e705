import type { Locale } from '../../src-domain/i18n/locale.ts';
import { paths } from '../shared/paths.ts';

/**
 * What a prerendered page (web/prerender-plugin.ts) says about itself on `#root`: the path it
 * was rendered for and the locale, for a visitor without a session. The client hydrates that
 * HTML only when its own first render will be the same; otherwise it renders afresh.
 */
export const PRERENDER_ATTRIBUTES = { path: 'data-prerendered-path', locale: 'data-prerendered-locale' } as const;

/** Sent on `document` once the app is on screen; the page's boot script (web/prerender-boot.js) listens. */
export const STARTED_EVENT = 'enotary:started';

export interface ClientStart {
  pathname: string;
  search: string;
  locale: Locale;
  mode: 'browser' | 'kiosk';
  signedIn: boolean;
  /** A saved redirect target changes the home page's login panel. */
  redirectSaved: boolean;
}

/**
 * The paths of the home page (`routes.tsx`), the one page whose render reads the saved redirect
 * target. Every public page saves one (spec §2), so a check on every path would render afresh
 * for nearly every returning visitor, over what they had already typed.
 */
const PATHS_SHOWING_THE_REDIRECT: ReadonlySet<string> = new Set([paths.home.href(), paths.index.href()]);

/**
 * Hydrate only what was rendered for exactly this: same path, no query (filters and prefills
 * live there), the prerendered locale, browser mode, no session and, on the home page, no
 * pending redirect. Any difference would be a hydration mismatch, so the page is rendered on
 * the client instead.
 */
export function canHydrate(root: Element, start: ClientStart): boolean {
  return (
    root.getAttribute(PRERENDER_ATTRIBUTES.path) === start.pathname &&
    root.getAttribute(PRERENDER_ATTRIBUTES.locale) === start.locale &&
    start.search === '' &&
    start.mode === 'browser' &&
    !start.signedIn &&
    !(start.redirectSaved && PATHS_SHOWING_THE_REDIRECT.has(start.pathname))
  );
}
