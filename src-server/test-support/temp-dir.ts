import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function makeTempDir(prefix = 'enotary-test-'): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export const FIXTURE_INDEX_HTML =
  '<!doctype html><html><head><title>e-Notary</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

/** A minimal web build: index.html, one hashed asset, one root file (like Vite's dist-web). */
export function writeFixtureWebRoot(dir: string): string {
  const webRoot = join(dir, 'web');
  mkdirSync(join(webRoot, 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'index.html'), FIXTURE_INDEX_HTML);
  writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js'), 'console.log("portal");\n');
  writeFileSync(join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return webRoot;
}
