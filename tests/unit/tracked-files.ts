import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

/** The repository's root, for the tooling tests that read its files. */
export const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The files git tracks under `pathspecs` (all of them when none), relative to the root. */
export function trackedFiles(...pathspecs: string[]): string[] {
  return execFileSync('git', ['ls-files', '-z', ...pathspecs], { cwd: REPO_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
}
