import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The version the end-to-end feed offers: newer than the shell's 0.1.0-e2e. */
export const FEED_VERSION = '0.2.0';

/**
 * An electron-builder generic feed as `electron-builder --linux AppImage` writes it: the
 * installer (random bytes here: nothing runs it) and `latest-linux.yml` with its SHA-512.
 */
export function writeUpdateFeed(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const file = `e-Notary-Kiosk-${FEED_VERSION}.AppImage`;
  const bytes = randomBytes(256 * 1024);
  writeFileSync(path.join(dir, file), bytes);
  const sha512 = createHash('sha512').update(bytes).digest('base64');
  writeFileSync(
    path.join(dir, 'latest-linux.yml'),
    [
      `version: ${FEED_VERSION}`,
      'files:',
      `  - url: ${file}`,
      `    sha512: ${sha512}`,
      `    size: ${bytes.length}`,
      `path: ${file}`,
      `sha512: ${sha512}`,
      `releaseDate: '2026-11-26T08:00:00.000Z'`,
      '',
    ].join('\n'),
  );
}
