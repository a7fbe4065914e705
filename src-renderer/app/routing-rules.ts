import { paths } from '../shared/paths.ts';
import type { Mode } from '../state/mode.ts';
import { ROUTE_STATUS, type RouteStatus } from './route-status.ts';

/**
 * The routing rules of spec §2 as pure functions; `root-layout.tsx` applies them on every
 * navigation. Paths are `location.pathname`; `search` is kept when a path is saved.
 */

const MAIN_PAGES: ReadonlySet<string> = new Set([paths.home.href(), paths.index.href()]);
const ERROR_PAGES: ReadonlySet<string> = new Set([paths.forbidden.href(), paths.notFound.href(), paths.kiosk.forbidden.href(), paths.kiosk.notFound.href()]);
const KIOSK_AUTH = paths.kiosk.auth.href();
const KIOSK_MAIN = paths.kiosk.main.href();

/** Spec §2: "Any path containing kiosk sets kiosk mode; otherwise browser mode." */
export function modeForPath(path: string): Mode {
  return path.includes('kiosk') ? 'kiosk' : 'browser';
}

/** Drops a trailing slash (`/notary/` is `/notary`), as react-router matches them. */
export function normalizePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** Matches one pattern of `route-status.ts`; case-insensitive like react-router. */
function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return false;
  return want.every((part, i) => {
    const actual = got[i] ?? '';
    return part.startsWith(':') ? actual.length > 0 : part.toLowerCase() === actual.toLowerCase();
  });
}

/** The spec §2 route a path shows, or undefined for an unknown path. */
export function findRoute(path: string): RouteStatus | undefined {
  const normalized = normalizePath(path);
  return ROUTE_STATUS.find((route) => matchesPattern(route.path, normalized));
}

/**
 * A role's area without a page of its own opens the area's first page: `/admin` the users,
 * `/operations` the terminals (the guard then asks for a session; the server decides the role).
 */
const AREA_INDEXES: Readonly<Record<string, string>> = {
  '/admin': paths.adminUsers.href(),
  '/operations': paths.operationsTerminals.href(),
};

/**
 * Addresses that are not pages but lead to one: the old act details path (spec §2), the bare
 * kiosk root, which opens the kiosk main menu (`kiosk.main`, spec §4 login flow step 5), and the
 * roles' areas (`AREA_INDEXES`).
 */
export function aliasRedirect(path: string): string | undefined {
  const normalized = normalizePath(path);
  const legacy = /^\/enotarial-act\/([^/]+)$/i.exec(normalized);
  // The segment is already encoded as it came: put it in the new address as it is.
  if (legacy) return `/enotarial_act/${legacy[1]}`;
  if (normalized.toLowerCase() === '/kiosk') return KIOSK_MAIN;
  return AREA_INDEXES[normalized.toLowerCase()];
}

/** Spec §2: "Unknown kiosk paths go to /kiosk/404; other unknown paths go to /404." */
export function notFoundPath(mode: Mode): string {
  return mode === 'kiosk' ? paths.kiosk.notFound.href() : paths.notFound.href();
}

export interface GuardInput {
  path: string;
  /** `location.search`, kept in the saved redirect target. */
  search?: string;
  authenticated: boolean;
  mode: Mode;
}

export interface GuardDecision {
  /** Navigate here instead (replacing the history entry). */
  redirectTo?: string;
  /** Store this as the redirect target for after login. */
  saveRedirect?: string;
}

/**
 * What to do with a navigation (spec §2 routing rules, §6 kiosk authentication):
 * 1. aliases redirect to their page; 2. unknown paths go to the 404 of their mode;
 * 3. kiosk mode without a session goes to the kiosk auth page, saving the wanted path;
 * 4. browser mode without a session on an auth page goes to the main page (the login panel is
 *    there, spec §2 screen 1), saving the wanted path; 5. browser mode without a session on any
 *    other page but the main page saves the path.
 * Error pages are never saved: after login they would send the user back to an error.
 */
export function guard({ path, search = '', authenticated, mode }: GuardInput): GuardDecision {
  const alias = aliasRedirect(path);
  if (alias) return { redirectTo: alias };
  const route = findRoute(path);
  if (!route) return { redirectTo: notFoundPath(mode) };
  if (authenticated) return {};

  const normalized = normalizePath(path);
  const wanted = ERROR_PAGES.has(normalized) ? undefined : `${normalized}${search}`;
  if (mode === 'kiosk') {
    if (normalized === KIOSK_AUTH) return {};
    return wanted ? { redirectTo: KIOSK_AUTH, saveRedirect: wanted } : { redirectTo: KIOSK_AUTH };
  }
  if (route.auth) return wanted ? { redirectTo: '/', saveRedirect: wanted } : { redirectTo: '/' };
  if (MAIN_PAGES.has(normalized) || !wanted) return {};
  return { saveRedirect: wanted };
}

/**
 * A kiosk terminal shows only the kiosk area: should the shell ever load a browser-mode path
 * (a stale link, a typed address), it goes to the kiosk main menu, which asks for login first.
 */
export function shellRedirect(path: string, inKioskShell: boolean): string | undefined {
  return inKioskShell && modeForPath(path) === 'browser' ? KIOSK_MAIN : undefined;
}
