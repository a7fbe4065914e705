import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../test-support/temp-dir.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { UPDATE_FEED_PREFIX } from './update-feed.ts';

/** The kiosk's update feed (UPDATE_FEED_DIR) serves its folder and nothing beside it. */
describe('the update feed folder', () => {
  const outside = makeTempDir('enotary-outside-');
  let t: TestApp;
  beforeAll(async () => {
    const feed = join(outside.path, 'feed');
    mkdirSync(join(feed, 'v1'), { recursive: true });
    writeFileSync(join(feed, 'latest.yml'), 'version: 0.2.0\n');
    writeFileSync(join(feed, 'v1', 'latest-linux.yml'), 'version: 0.1.0\n');
    writeFileSync(join(outside.path, 'secret.txt'), 'not for terminals');
    mkdirSync(join(outside.path, 'private'));
    writeFileSync(join(outside.path, 'private', 'key.pem'), 'not for terminals either');
    // Links out of the folder, to a file and to a folder; and one that stays inside it.
    symlinkSync(join(outside.path, 'secret.txt'), join(feed, 'secret.yml'));
    symlinkSync(join(outside.path, 'private'), join(feed, 'private'));
    symlinkSync(join(feed, 'v1', 'latest-linux.yml'), join(feed, 'latest-linux.yml'));
    t = await createTestApp({ seed: false, updateFeedDir: feed });
  });
  afterAll(async () => {
    await t.close();
    outside.remove();
  });

  it('serves the feed files, revalidated on every check', async () => {
    const response = await t.app.inject({ url: `${UPDATE_FEED_PREFIX}latest.yml` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('version: 0.2.0\n');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('follows a link that stays inside the folder', async () => {
    const response = await t.app.inject({ url: `${UPDATE_FEED_PREFIX}latest-linux.yml` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('version: 0.1.0\n');
  });

  it.each([
    ['a link to a file outside the folder', 'secret.yml'],
    ['a file under a linked folder outside it', 'private/key.pem'],
  ])('does not follow %s', async (_name, path) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await t.app.inject({ method, url: `${UPDATE_FEED_PREFIX}${path}` });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('not for terminals');
    }
  });
});
