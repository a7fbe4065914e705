/**
 * Browser and system of a `User-Agent` header, short enough to show beside a device test
 * result ("Chrome 140 · Windows"): which browser a notary's party tested in matters (a kiosk's
 * Electron shell, a phone), the full header does not. Order matters: Edge, Opera, Yandex and
 * Electron also say "Chrome", Chrome also says "Safari".
 */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Electron', /Electron\/(\d+)/],
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /OPR\/(\d+)/],
  ['Yandex', /YaBrowser\/(\d+)/],
  ['Samsung Internet', /SamsungBrowser\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['ChromeOS', /CrOS/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

export const UNKNOWN_USER_AGENT = 'unknown';

export function userAgentSummary(header: string | undefined): string {
  if (!header) return UNKNOWN_USER_AGENT;
  const text = header.slice(0, 512);
  const browser = BROWSERS.map(([name, pattern]) => {
    const match = pattern.exec(text);
    return match ? `${name} ${match[1]}` : null;
  }).find((found) => found !== null);
  const system = SYSTEMS.find(([, pattern]) => pattern.test(text))?.[0];
  const parts = [browser, system].filter((part): part is string => typeof part === 'string');
  return parts.length > 0 ? parts.join(' · ') : UNKNOWN_USER_AGENT;
}
