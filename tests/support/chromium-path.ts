import { existsSync } from 'node:fs';

const firstExisting = (candidates: readonly (string | undefined)[]): string | undefined =>
  candidates.find((path): path is string => typeof path === 'string' && path.length > 0 && existsSync(path));

/** Debian's Chromium, or the one named by CHROMIUM_PATH (docs/architecture.md, Testing). */
export function chromiumPath(): string | undefined {
  return firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/** Debian's headless shell of the same Chromium (package `chromium-headless-shell`), or the one named by CHROMIUM_HEADLESS_SHELL_PATH. */
export function shellOnlyPath(): string | undefined {
  return firstExisting([process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell']);
}

/**
 * The headless shell, or the full Chromium where there is none. The pages that hold no call run
 * in it: the same Blink without the browser's own interface, a fifth less CPU over the browser
 * tests (docs/decisions/0066-headless-shell-for-pages-without-calls.md).
 */
export function headlessShellPath(): string | undefined {
  return shellOnlyPath() ?? chromiumPath();
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
