/**
 * Makes sure a system Chromium and its headless shell exist before the browser tests run (pages
 * without a call run in the shell, docs/decisions/0066-headless-shell-for-pages-without-calls.md).
 * We never download Playwright's own browser builds (the build network reaches only npm and Debian).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath, shellOnlyPath } from './chromium-path.ts';

function isDebianRoot(): boolean {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

const missing = [...(chromiumPath() ? [] : ['chromium']), ...(shellOnlyPath() ? [] : ['chromium-headless-shell'])];
if (missing.length === 0) {
  process.exit(0);
}
if (isDebianRoot()) {
  console.log(`Not found: installing Debian's ${missing.join(' and ')}…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (chromiumPath()) process.exit(0);
} else if (chromiumPath()) {
  // The full Chromium serves every page then, only slower (chromium-path.ts).
  console.log('No chromium-headless-shell: the browser tests run every page in the full Chromium.');
  process.exit(0);
}
console.error(
  [
    'No Chromium found for the end-to-end tests.',
    'Install one and run again:',
    '  Debian/Ubuntu:  sudo apt-get install -y chromium',
    '  elsewhere:      set CHROMIUM_PATH=/path/to/chromium',
  ].join('\n'),
);
process.exit(1);
