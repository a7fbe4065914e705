import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bridgeErrorCodeOf } from '../src-domain/bridge/bridge-errors.ts';
import { BRIDGE_CHANNELS } from '../src-domain/bridge/contract.ts';
import { FakeWebContents, createFakeElectron, type Call } from './fake-electron.test-support.ts';

/** The thin glue, run against a recording fake of 'electron': is every policy wired in? */
const dir = await mkdtemp(path.join(tmpdir(), 'enotary-shell-'));
const config = { terminalId: 'tash-01', apiBaseUrl: 'https://api.enotary.uz', hallName: 'Tashkent' };
await writeFile(path.join(dir, 'terminal-config.json'), JSON.stringify(config));
const { electron, record } = createFakeElectron({ isPackaged: true, userData: dir });
vi.mock('electron', () => electron);

const mainFrame = { url: 'app://enotary/kiosk/main', parent: null };

beforeAll(async () => {
  vi.stubEnv('KIOSK_CONFIG', '');
  vi.stubEnv('XDG_CONFIG_HOME', '');
  vi.stubEnv('APPIMAGE', '');
  // The terminal's API is not reachable from a unit test: the dictionary sync finds it down.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('fetch failed')));
  await import('./index.ts');
  await vi.waitFor(() => expect(record.windows[0]?.loadedUrls).toHaveLength(1));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await rm(dir, { recursive: true, force: true });
});

function required<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('not registered');
  return value;
}

async function rejectionOf(promise: unknown): Promise<unknown> {
  return Promise.resolve(promise).then(
    () => null,
    (error: unknown) => error,
  );
}

describe('kiosk shell glue (src-main/index.ts)', () => {
  it('registers app:// as a privileged standard scheme and forces the sandbox', () => {
    expect(record.privilegedSchemes).toEqual([
      expect.objectContaining({ scheme: 'app', privileges: expect.objectContaining({ standard: true, secure: true }) }),
    ]);
    expect(record.sandboxEnabled).toBe(true);
  });

  it("lets Chromium speak through the system's voices (docs/kiosk-voices.md)", () => {
    expect(record.chromiumSwitches).toEqual(process.platform === 'linux' ? ['enable-speech-dispatcher'] : []);
  });

  it('opens one kiosk window on the app origin, removes the menu and keeps the screen awake', () => {
    expect(record.windows).toHaveLength(1);
    expect(record.windows[0]?.loadedUrls).toEqual(['app://enotary/']);
    expect(record.windows[0]?.options).toMatchObject({ kiosk: true, webPreferences: { sandbox: true, devTools: false } });
    expect(record.applicationMenu).toBeNull();
    expect(record.powerSaveBlockers).toEqual(['prevent-display-sleep']);
  });

  it('handles every bridge channel through the validated dispatcher', async () => {
    expect([...record.ipcHandlers.keys()].sort()).toEqual(
      Object.values(BRIDGE_CHANNELS)
        .map((d) => d.channel)
        .sort(),
    );
    const terminalConfig = required(record.ipcHandlers.get('kiosk:terminal-config'));
    await expect(terminalConfig({ senderFrame: mainFrame })).resolves.toMatchObject(config);
    const foreign = await rejectionOf(terminalConfig({ senderFrame: { url: 'https://evil.example/', parent: null } }));
    expect(bridgeErrorCodeOf(foreign)).toBe('bad_sender');
    const iframe = await rejectionOf(terminalConfig({ senderFrame: { ...mainFrame, parent: mainFrame } }));
    expect(bridgeErrorCodeOf(iframe)).toBe('bad_sender');
    const extraArgs = await rejectionOf(terminalConfig({ senderFrame: mainFrame }, 'extra'));
    expect(bridgeErrorCodeOf(extraArgs)).toBe('bad_args');
  });

  it("clears the kiosk window's own session on the idle wipe channel", async () => {
    const clearSession = required(record.ipcHandlers.get('kiosk:clear-session'));
    await expect(clearSession({ senderFrame: mainFrame })).resolves.toBeNull();
    const session = required(record.windows[0]).webContents.session;
    expect(session.storageClears).toHaveLength(1);
    expect(session.cacheClears).toBe(1);
    const foreign = await rejectionOf(clearSession({ senderFrame: { url: 'https://evil.example/', parent: null } }));
    expect(bridgeErrorCodeOf(foreign)).toBe('bad_sender');
    expect(session.storageClears).toHaveLength(1);
  });

  it('serves app:// with the CSP narrowed to the terminal API', async () => {
    const handler = required(record.protocolHandlers.get('app'));
    const response = (await handler({ url: 'app://enotary/kiosk/auth', method: 'GET' })) as Response;
    expect(response.headers.get('content-security-policy')).toContain('connect-src https://api.enotary.uz wss://api.enotary.uz');
  });

  it('denies navigation away, popups and webviews in every web contents', () => {
    const contents = new FakeWebContents();
    electron.app.emit('web-contents-created', {}, contents);
    const prevented = (url: string) => {
      let stopped = false;
      contents.emit('will-navigate', { url, preventDefault: () => (stopped = true) });
      return stopped;
    };
    expect(prevented('https://evil.example/')).toBe(true);
    expect(prevented('file:///etc/passwd')).toBe(true);
    expect(prevented('app://enotary/kiosk/auth')).toBe(false);
    expect(required(contents.windowOpenHandler)()).toEqual({ action: 'deny' });
    let webviewStopped = false;
    contents.emit('will-attach-webview', { preventDefault: () => (webviewStopped = true) });
    expect(webviewStopped).toBe(true);
  });

  it('grants media to the app only', () => {
    const request: Call = required(record.permissionRequestHandler);
    const decide = (permission: string, requestingUrl: string) => {
      let granted: unknown;
      request({}, permission, (answer: boolean) => (granted = answer), { requestingUrl, isMainFrame: true });
      return granted;
    };
    expect(decide('media', 'app://enotary/kiosk/auth')).toBe(true);
    expect(decide('geolocation', 'app://enotary/kiosk/auth')).toBe(false);
    expect(decide('media', 'https://evil.example/')).toBe(false);
    const check: Call = required(record.permissionCheckHandler);
    expect(check({}, 'media', 'app://enotary', { isMainFrame: true })).toBe(true);
    expect(check({}, 'hid', 'app://enotary', { isMainFrame: true })).toBe(false);
  });

  it('brings a crashed renderer back at the start page and kills a hung one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const window = required(record.windows[0]);
    window.webContents.emit('render-process-gone', {}, { reason: 'crashed', exitCode: 1 });
    expect(window.loadedUrls).toEqual(['app://enotary/', 'app://enotary/']);
    window.webContents.emit('unresponsive');
    expect(window.webContents.crashes).toBe(1);
  });

  // The delay itself is the watchdog's own test (manual clock); here only the wiring.
  it('kills a renderer whose page stops answering', async () => {
    const contents = required(record.windows[0]).webContents;
    const before = contents.crashes;
    contents.responsive = false;
    await vi.waitFor(() => expect(contents.crashes).toBe(before + 1), { timeout: 15_000, interval: 100 });
    contents.responsive = true;
  }, 20_000);

  it('drops kiosk-leaving shortcuts in every web contents and locks pinch zoom', () => {
    const contents = new FakeWebContents();
    electron.app.emit('web-contents-created', {}, contents);
    const dropped = (input: object) => {
      let stopped = false;
      contents.emit(
        'before-input-event',
        { preventDefault: () => (stopped = true) },
        { type: 'keyDown', control: false, alt: false, shift: false, meta: false, ...input },
      );
      return stopped;
    };
    expect(dropped({ key: 'F4', alt: true })).toBe(true);
    expect(dropped({ key: 'r', control: true })).toBe(true);
    expect(dropped({ key: 'a' })).toBe(false);
    expect(contents.zoomLimits).toEqual([1, 1]);
  });

  it('shows the out-of-service page from resources/ when the start page cannot load', () => {
    const window = required(record.windows[0]);
    window.webContents.emit('did-fail-load', {}, -6, 'ERR_FILE_NOT_FOUND', 'app://enotary/', true);
    expect(window.loadedUrls.at(-1)).toMatch(/resources\/out-of-service\.html$/);
  });

  it('relaunches instead of quitting when the last window closes', () => {
    electron.app.emit('window-all-closed');
    expect(record.relaunches).toBe(1);
    expect(record.exits).toEqual([0]);
    expect(record.quits).toBe(0);
  });

  it('starts at login: an autostart entry on Linux, a login item elsewhere', async () => {
    if (process.platform === 'linux') {
      const entry = await readFile(path.join(dir, '.config/autostart/enotary-kiosk.desktop'), 'utf8');
      expect(entry).toContain(`Exec=${process.execPath}`);
    } else {
      expect(record.loginItemSettings).toEqual([expect.objectContaining({ openAtLogin: true })]);
    }
  });
});
