import path from 'node:path';
import { APP_HOST, APP_SCHEME } from '../window/app-origin.ts';

export type AppPathResolution = { kind: 'file'; filePath: string; spaFallback: boolean } | { kind: 'refused'; status: 400 | 403; reason: string };

/**
 * Maps an `app://enotary/…` request to a file under the built renderer. Client routes
 * (`/kiosk/auth`, `/enotarial_act/<uuid>`; no file extension) get index.html so a reload of
 * any route works (SPA fallback). Anything that could leave `rendererDir` is refused:
 * `..` (literal, %2e-encoded, or hidden behind an encoded slash or backslash), NUL bytes,
 * and other hosts or schemes.
 */
export function resolveAppProtocolPath(requestUrl: string, rendererDir: string): AppPathResolution {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return { kind: 'refused', status: 400, reason: 'unparsable URL' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host.toLowerCase() !== APP_HOST || url.username || url.password) {
    return { kind: 'refused', status: 403, reason: 'foreign origin' };
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'refused', status: 400, reason: 'bad percent-encoding' };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) {
    return { kind: 'refused', status: 400, reason: 'forbidden character' };
  }
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) {
    return { kind: 'refused', status: 403, reason: 'path traversal' };
  }

  const last = segments.at(-1);
  const spaFallback = last === undefined || !last.includes('.');
  const root = path.resolve(rendererDir);
  const filePath = spaFallback ? path.join(root, 'index.html') : path.join(root, ...segments);
  // Belt and braces: whatever the checks above missed, never serve outside the renderer.
  if (!filePath.startsWith(root + path.sep)) {
    return { kind: 'refused', status: 403, reason: 'path traversal' };
  }
  return { kind: 'file', filePath, spaFallback };
}
