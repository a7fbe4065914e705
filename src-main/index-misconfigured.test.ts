import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeElectron } from './fake-electron.test-support.ts';

/** A packaged terminal without its config file: a diagnostic page, not a crash or a black screen. */
const dir = await mkdtemp(path.join(tmpdir(), 'enotary-shell-'));
const { electron, record } = createFakeElectron({ isPackaged: true, userData: dir });
vi.mock('electron', () => electron);

beforeAll(async () => {
  vi.stubEnv('KIOSK_CONFIG', '');
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await import('./index.ts');
  await vi.waitFor(() => expect(record.windows[0]?.loadedUrls).toHaveLength(1));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

describe('kiosk shell glue without a terminal config', () => {
  it('still opens the kiosk window on the app origin', () => {
    expect(record.windows[0]?.loadedUrls).toEqual(['app://enotary/']);
  });

  it('answers every app:// request with the diagnostic page, connecting nowhere', async () => {
    const handler = record.protocolHandlers.get('app');
    const response = (await handler?.({ url: 'app://enotary/kiosk/auth', method: 'GET' })) as Response;
    expect(response.status).toBe(503);
    expect(response.headers.get('content-security-policy')).toContain("connect-src 'none'");
    const html = await response.text();
    expect(html).toContain('config_missing');
    expect(html).toContain(path.join(dir, 'terminal-config.json'));
  });

  it('registers no bridge handlers', () => {
    expect(record.ipcHandlers.size).toBe(0);
  });
});
