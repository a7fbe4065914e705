/**
 * Makes sure a system Chromium exists before the browser tests run. We never download
 * Playwright's own browser builds (the build network reaches only npm and Debian).
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium-path.ts';

function isDebianRoot(): boolean {
  return process.getuid?.() === 0 && existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
}

const found = chromiumPath();
if (found) {
  process.exit(0);
}
if (isDebianRoot()) {
  console.log('Chromium not found: installing Debian\'s "chromium" package…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (chromiumPath()) process.exit(0);
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
