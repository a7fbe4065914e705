import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * electron-builder's generic feed read without Electron: `<channel>.yml` (`latest.yml` for
 * Windows, `latest-linux.yml` for Linux) names the version, the installer and its SHA-512.
 * electron-updater reads the same files in the shell; this client lets the update policy be
 * tested end to end against the reference server's feed where Electron's binary is absent.
 */
export type FeedEntry = { version: string; path: string; sha512: string };

/** The top-level `version`, `path` and `sha512` of an electron-builder feed file. */
export function parseFeedFile(text: string): FeedEntry {
  const field = (name: string): string => {
    const match = new RegExp(`^${name}:\\s*['"]?([^'"\\n]+?)['"]?\\s*$`, 'm').exec(text);
    if (!match?.[1]) throw new Error(`feed file has no ${name}`);
    return match[1];
  };
  return { version: field('version'), path: field('path'), sha512: field('sha512') };
}

export function feedFileName(channel: string, platform: string): string {
  return platform === 'linux' ? `${channel}-linux.yml` : platform === 'darwin' ? `${channel}-mac.yml` : `${channel}.yml`;
}

export function createGenericFeedClient(input: { feedUrl: string; channel: string; platform: string; downloadDir: string; fetch?: typeof fetch }) {
  const get = input.fetch ?? fetch;
  const base = input.feedUrl.endsWith('/') ? input.feedUrl : `${input.feedUrl}/`;
  let offered: FeedEntry | null = null;
  return {
    async check(): Promise<string | null> {
      const response = await get(new URL(feedFileName(input.channel, input.platform), base), { headers: { 'cache-control': 'no-cache' } });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`update feed: HTTP ${response.status}`);
      offered = parseFeedFile(await response.text());
      return offered.version;
    },
    async download(): Promise<{ version: string; file: string }> {
      if (!offered) throw new Error('nothing offered');
      const entry = offered;
      const response = await get(new URL(entry.path, base));
      if (!response.ok) throw new Error(`update download: HTTP ${response.status}`);
      const bytes = Buffer.from(await response.arrayBuffer());
      // The feed's SHA-512 is what electron-updater checks too; a mismatch is a broken or forged file.
      if (createHash('sha512').update(bytes).digest('base64') !== entry.sha512) throw new Error(`update download: SHA-512 mismatch for ${entry.path}`);
      await mkdir(input.downloadDir, { recursive: true });
      const file = path.join(input.downloadDir, path.basename(entry.path));
      await writeFile(file, bytes);
      return { version: entry.version, file };
    },
  };
}
