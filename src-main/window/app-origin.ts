/**
 * The kiosk app's own origin. Pages are served from a privileged custom scheme instead of
 * file:// so the renderer gets a real origin (CSP 'self', permissions, IPC sender checks) and
 * file:// keeps no special powers (docs/architecture.md, Shell ↔ renderer bridge).
 */
export const APP_SCHEME = 'app';
export const APP_HOST = 'enotary';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * The origin of a URL or origin string, or null when it has none. Node's URL reports "null"
 * as the origin of every non-http scheme, while Chromium gives registered standard schemes
 * a real one (`app://enotary`), so it is rebuilt from protocol and host here.
 */
export function originOf(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.host === '' || url.username !== '' || url.password !== '') return null;
  return `${url.protocol}//${url.host}`.toLowerCase();
}

export function isAppOrigin(value: string, appOrigin: string = APP_ORIGIN): boolean {
  const origin = originOf(value);
  return origin !== null && origin === appOrigin.toLowerCase();
}

/**
 * Which origin the shell trusts. Packaged builds always use `app://enotary`; `electron-vite
 * dev` serves the renderer from its Vite dev server (ELECTRON_RENDERER_URL) for hot reload,
 * and that origin then takes the app's place in every policy.
 */
export function shellOrigin(input: { isPackaged: boolean; rendererDevUrl: string | undefined }): string {
  if (input.isPackaged || !input.rendererDevUrl) return APP_ORIGIN;
  return originOf(input.rendererDevUrl) ?? APP_ORIGIN;
}
