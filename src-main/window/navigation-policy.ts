import { APP_ORIGIN, isAppOrigin } from './app-origin.ts';

/**
 * A public terminal must never leave the app: links to other sites, file://, data:, devtools
 * or javascript: URLs are all refused (as Signal-Desktop does; docs/architecture.md, Shell ↔ renderer bridge).
 * In-app navigation is client-side routing and rarely reaches `will-navigate` at all; a full
 * reload of an app page is the one navigation allowed.
 */
export function isAllowedNavigation(url: string, appOrigin: string = APP_ORIGIN): boolean {
  return isAppOrigin(url, appOrigin);
}

/** `setWindowOpenHandler`: the kiosk has one window, so every popup is denied. */
export function windowOpenHandler(): { action: 'deny' } {
  return { action: 'deny' };
}
