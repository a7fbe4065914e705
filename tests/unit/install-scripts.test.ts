import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT as repo } from './tracked-files.ts';

/**
 * Every dependency with an install script is reviewed in package.json's `allowScripts`
 * (docs/decisions/0002-toolchain-versions.md): `npm ci` then runs only the allowed ones and
 * prints no "not yet covered" warning. Read from the lock file, so it holds whatever npm runs it.
 */
const manifest = JSON.parse(readFileSync(resolve(repo, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(resolve(repo, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean }>;
};

/** The packages of the lock that declare an install script, as `name@version`. */
const withScripts = Object.entries(lock.packages)
  .filter(([, entry]) => entry.hasInstallScript === true)
  .map(([path, entry]) => `${path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version ?? ''}`);

describe('install scripts of dependencies', () => {
  it('has some to review (the lock file is read right)', () => {
    expect(withScripts).toContain('node-webcam@0.8.2');
  });

  it.each(withScripts)('%s is allowed or denied in allowScripts', (pkg) => {
    const name = pkg.slice(0, pkg.lastIndexOf('@'));
    const policy = manifest.allowScripts ?? {};
    expect(policy[pkg] ?? policy[name], `${pkg}: no allowScripts entry`).toBeTypeOf('boolean');
  });

  it('never runs node-webcam’s download of an unchecked Windows binary', () => {
    expect(manifest.allowScripts?.['node-webcam']).toBe(false);
  });
});
