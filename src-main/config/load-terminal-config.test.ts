import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTerminalConfig } from './load-terminal-config.ts';

let dir: string;
const valid = {
  terminalId: 'tashkent-hall-01',
  apiBaseUrl: 'https://api.notary.uz',
  hallName: 'Tashkent city justice hall',
  idleTimeoutS: 180,
  updateIdleS: 120,
  defaultLocale: 'ru',
  updateFeedUrl: 'https://updates.notary.uz/kiosk',
};

async function fileWith(name: string, content: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, content);
  return file;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'enotary-config-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('loadTerminalConfig', () => {
  it('loads a valid file', async () => {
    const file = await fileWith('valid.json', JSON.stringify(valid));
    expect(await loadTerminalConfig({ path: file, env: {}, allowDevDefaults: false })).toEqual({
      ok: true,
      // Nothing pinned: every device is the system default.
      config: { ...valid, devices: {}, eimzoAgent: { enabled: false, url: 'wss://127.0.0.1:64443/service/cryptapi' } },
      source: 'file',
    });
  });

  it('reads the devices a terminal pins by label', async () => {
    const file = await fileWith('devices.json', JSON.stringify({ ...valid, devices: { camera: 'Logitech C920', audioOutput: 'Jabra Evolve 40' } }));
    const result = await loadTerminalConfig({ path: file, env: {}, allowDevDefaults: false });
    expect(result.ok && result.config.devices).toEqual({ camera: 'Logitech C920', audioOutput: 'Jabra Evolve 40' });
  });

  it('fills the idle timeout (120 s) and locale (oz) a file leaves out', async () => {
    const { idleTimeoutS: _i, defaultLocale: _l, ...rest } = valid;
    const file = await fileWith('partial.json', JSON.stringify(rest));
    const result = await loadTerminalConfig({ path: file, env: {}, allowDevDefaults: false });
    expect(result.ok && result.config).toMatchObject({ idleTimeoutS: 120, defaultLocale: 'oz' });
  });

  it('uses development defaults when no file exists on a developer machine', async () => {
    const result = await loadTerminalConfig({ path: path.join(dir, 'absent.json'), env: {}, allowDevDefaults: true });
    expect(result).toEqual({
      ok: true,
      source: 'dev-defaults',
      config: {
        terminalId: 'dev-terminal',
        apiBaseUrl: 'http://localhost:8080',
        hallName: 'Development terminal',
        idleTimeoutS: 120,
        updateIdleS: 120,
        defaultLocale: 'oz',
        devices: {},
        eimzoAgent: { enabled: false, url: 'wss://127.0.0.1:64443/service/cryptapi' },
      },
    });
  });

  it('takes the development API from API_BASE_URL', async () => {
    const result = await loadTerminalConfig({
      path: path.join(dir, 'absent.json'),
      env: { API_BASE_URL: 'https://staging.notary.uz' },
      allowDevDefaults: true,
    });
    expect(result.ok && result.config.apiBaseUrl).toBe('https://staging.notary.uz');
  });

  it('reports a missing file on a real terminal instead of guessing', async () => {
    const result = await loadTerminalConfig({ path: path.join(dir, 'absent.json'), env: {}, allowDevDefaults: false });
    expect(result).toMatchObject({ ok: false, error: { code: 'config_missing', path: path.join(dir, 'absent.json') } });
  });

  it('reports a file that is not JSON', async () => {
    const file = await fileWith('broken.json', '{ "terminalId": ');
    expect(await loadTerminalConfig({ path: file, env: {}, allowDevDefaults: true })).toMatchObject({
      ok: false,
      error: { code: 'config_not_json' },
    });
  });

  it('reports an unreadable file', async () => {
    const result = await loadTerminalConfig({
      path: '/etc/enotary.json',
      env: {},
      allowDevDefaults: true,
      read: () => Promise.reject(Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' })),
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'config_unreadable' } });
  });

  it('lists every invalid and misspelt field', async () => {
    const file = await fileWith('invalid.json', JSON.stringify({ ...valid, idleTimeoutS: 5, terminalId: 'hall 1', idleTimeout: 90 }));
    const result = await loadTerminalConfig({ path: file, env: {}, allowDevDefaults: false });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('config_invalid');
    expect(result.error.issues).toHaveLength(3);
    expect(result.error.issues.join('\n')).toMatch(/terminalId:.*\n.*idleTimeoutS:.*\n.*idleTimeout: unknown field/);
  });

  it('reports a JSON value that is not an object', async () => {
    const file = await fileWith('array.json', '[]');
    expect(await loadTerminalConfig({ path: file, env: {}, allowDevDefaults: false })).toMatchObject({
      ok: false,
      error: { code: 'config_invalid' },
    });
  });

  it.each(['http://api.notary.uz', 'http://10.0.0.5:8080'])('refuses the plain-http API %s', async (apiBaseUrl) => {
    const file = await fileWith('insecure.json', JSON.stringify({ ...valid, apiBaseUrl }));
    expect(await loadTerminalConfig({ path: file, env: {}, allowDevDefaults: false })).toMatchObject({
      ok: false,
      error: { code: 'config_insecure_api' },
    });
  });

  it.each([
    ['not a url', 'config_invalid'],
    // Parses as a URL with the scheme "localhost:", so it fails as "not https".
    ['localhost:8080', 'config_insecure_api'],
  ])('reports the bad API_BASE_URL %j in development rather than crashing', async (API_BASE_URL, code) => {
    const result = await loadTerminalConfig({ path: path.join(dir, 'absent.json'), env: { API_BASE_URL }, allowDevDefaults: true });
    expect(result).toMatchObject({ ok: false, error: { code } });
  });
});
