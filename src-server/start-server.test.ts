import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from './start-server.ts';
import { makeTempDir } from './test-support/temp-dir.ts';

describe('startServer', () => {
  const dir = makeTempDir();
  afterAll(() => dir.remove());

  it('migrates and seeds an empty database once, listens, and closes cleanly', async () => {
    const options = { db: { kind: 'sqlite' as const, file: join(dir.path, 'server.sqlite') }, webRoot: join(dir.path, 'none'), port: 0, host: '127.0.0.1', seedScale: 0.1 };
    const first = await startServer(options);
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(first.seeded).toBe(true);
    expect((await first.app.inject({ url: '/api/notaries?pageSize=1' })).json().total).toBeGreaterThanOrEqual(14);
    await first.close();
    await first.close();

    const second = await startServer(options);
    expect(second.seeded).toBe(false);
    await second.close();
  });
});
