import { existsSync } from 'node:fs';

/** Debian's Chromium, or the one named by CHROMIUM_PATH (docs/architecture.md, Testing). */
export function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => typeof path === 'string' && path.length > 0 && existsSync(path));
}

/** Flags that work on the build machines (closed network, no GPU, root). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
