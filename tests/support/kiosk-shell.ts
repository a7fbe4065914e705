import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { BRIDGE_CHANNELS, type TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { openDictionaryCache } from '../../src-main/dictionaries/dictionary-cache.ts';
import { createDictionaryService } from '../../src-main/dictionaries/dictionary-service.ts';
import { createBridgeHandlers, type HandlerDeps } from '../../src-main/ipc/handlers.ts';
import { createEimzoProxy } from '../../src-main/eimzo/eimzo-proxy.ts';
import { createFaceCheckLight } from '../../src-main/display/face-check-light.ts';
import { thisMachineCameras } from '../../src-main/devices/this-machine-cameras.ts';
import { loadOrCreateTerminalKey } from '../../src-main/fleet/terminal-key.ts';
import { createSelfTestService } from '../../src-main/self-test/self-test-service.ts';
import { createGenericFeedClient } from '../../src-main/updates/generic-feed-client.ts';
import { createKioskUpdates } from '../../src-main/updates/kiosk-updates.ts';
import { NO_UPDATES } from '../../src-main/updates/no-updates.ts';
import type { UpdaterAdapter } from '../../src-main/updates/update-controller.ts';
import { dispatchBridgeCall, unwrapBridgeOutcome } from '../../src-main/ipc/validated-ipc.ts';
import type { WindowSession } from '../../src-main/session/clear-session.ts';

/** What a test can see of the shell's main process. */
export interface KioskShell {
  deps: HandlerDeps;
  /** How many times the main process cleared the window's session (the idle wipe's bridge channel). */
  readonly sessionClears: number;
  /** Installs the updater asked for (versions), instead of quitting the test. */
  installs: string[];
  /** Moves the update controller's clock (idle time) forward. */
  advanceClock: (ms: number) => void;
  /** The display's backlight level as main leaves it (a stand-in for /sys/class/backlight: 90 of 255 at start). */
  backlight: () => number;
}

export type ShellOptions = {
  /** Read updates from the test server's feed (/updates/, UPDATE_FEED_DIR) with the generic feed client. */
  updateFeed?: boolean;
};

/**
 * Turns a Chromium page into the kiosk shell as far as the renderer can tell: `window.kiosk` has
 * one function per bridge channel, and each call goes through the REAL main-process dispatcher
 * and handlers (docs/architecture.md, Testing: exposeFunction stands in for ipcRenderer → ipcMain),
 * over a real SQLite dictionary cache synced from the test server as main does at start.
 * Only the few lines of Electron glue are not exercised. The window's Electron session is
 * played by Chromium itself over the DevTools protocol: clearing it really clears the page
 * origin's storage, cookies and HTTP cache.
 */
export async function installKioskShell(page: Page, baseURL: string, overrides: Partial<TerminalConfig> = {}, options: ShellOptions = {}): Promise<KioskShell> {
  const config: TerminalConfig = {
    terminalId: 'E2E-TERMINAL-01',
    apiBaseUrl: baseURL,
    hallName: 'Toshkent shahar adliya boshqarmasi',
    idleTimeoutS: 120,
    updateIdleS: 120,
    defaultLocale: 'oz',
    devices: {},
    eimzoAgent: { enabled: false, url: 'wss://127.0.0.1:64443/service/cryptapi' },
    ...overrides,
  };
  const userData = mkdtempSync(path.join('.cache', 'e2e', 'kiosk-'));
  // The terminal's panel, as Linux shows it to main (src-main/display/face-check-light.ts).
  const backlightDir = path.join(userData, 'backlight');
  mkdirSync(path.join(backlightDir, 'panel'), { recursive: true });
  writeFileSync(path.join(backlightDir, 'panel', 'max_brightness'), '255\n');
  writeFileSync(path.join(backlightDir, 'panel', 'brightness'), '90\n');
  const cache = openDictionaryCache(path.join(userData, 'dictionaries.sqlite'));
  page.on('close', () => {
    cache.close();
    rmSync(userData, { recursive: true, force: true });
  });
  const nodeFetch = (url: string, init?: RequestInit) => fetch(url, init);
  const dictionaries = createDictionaryService({ cache, apiBaseUrl: config.apiBaseUrl, fetch: nodeFetch });
  await dictionaries.sync();
  const origin = new URL(baseURL).origin;
  const cdp = await page.context().newCDPSession(page);
  let sessionClears = 0;
  const windowSession: WindowSession = {
    clearStorageData: async () => {
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCookies');
      sessionClears += 1;
    },
    clearCache: async () => {
      await cdp.send('Network.clearBrowserCache');
    },
  };
  const runtime = { appVersion: '0.1.0-e2e', electronVersion: '45.3.4', chromeVersion: 'e2e', platform: 'linux' };
  const installs: string[] = [];
  let clockOffset = 0;
  const feed = createGenericFeedClient({ feedUrl: `${baseURL}/updates/`, channel: 'latest', platform: 'linux', downloadDir: path.join(userData, 'downloads') });
  let downloaded: string | null = null;
  const updater: UpdaterAdapter = options.updateFeed
    ? {
        check: () => feed.check(),
        download: async () => {
          const result = await feed.download();
          downloaded = result.version;
          return result;
        },
        install: () => void installs.push(downloaded ?? ''),
        installFile: (file) => void installs.push(file),
      }
    : NO_UPDATES;
  const updates = createKioskUpdates({
    terminalId: config.terminalId,
    runningVersion: runtime.appVersion,
    channel: 'latest',
    apiBaseUrl: config.apiBaseUrl,
    userData,
    updater,
    fetch: nodeFetch,
    allowExit: () => {},
    quietMs: config.updateIdleS * 1000,
    now: () => Date.now() + clockOffset,
  });
  const handlerDeps: HandlerDeps = {
    runtime,
    config,
    dictionaries,
    selfTest: createSelfTestService({ config, appVersion: runtime.appVersion, dictionaries, fetch: nodeFetch }),
    terminalKey: () => loadOrCreateTerminalKey(path.join(userData, 'terminal-key.pem')),
    systemCameras: thisMachineCameras,
    updates,
    windowSession: () => windowSession,
    eimzo: createEimzoProxy(config.eimzoAgent),
    faceCheckLight: createFaceCheckLight({ dir: backlightDir, platform: 'linux' }),
  };
  const deps = { handlers: createBridgeHandlers(handlerDeps), appOrigin: origin };
  await page.exposeFunction('__kioskCall', async (method: string, args: unknown[]) =>
    unwrapBridgeOutcome(await dispatchBridgeCall(deps, method, args, page.url())),
  );
  await page.addInitScript((methods: string[]) => {
    const call = (window as unknown as { __kioskCall: (m: string, a: unknown[]) => Promise<unknown> }).__kioskCall;
    const bridge: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const method of methods) bridge[method] = (...args) => call(method, args);
    Object.defineProperty(window, 'kiosk', { value: Object.freeze(bridge), configurable: false });
  }, Object.keys(BRIDGE_CHANNELS));
  return {
    deps: handlerDeps,
    get sessionClears() {
      return sessionClears;
    },
    installs,
    advanceClock: (ms) => void (clockOffset += ms),
    backlight: () => Number.parseInt(readFileSync(path.join(backlightDir, 'panel', 'brightness'), 'utf8'), 10),
  };
}
