import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BrowserWindow, Menu, app, ipcMain, powerSaveBlocker, protocol, session, type IpcMainInvokeEvent } from 'electron';
import { BRIDGE_CHANNELS, type TerminalConfig } from '../src-domain/bridge/contract.ts';
import { diagnosticPageHtml } from './config/diagnostic-page.ts';
import { openDictionaryCache } from './dictionaries/dictionary-cache.ts';
import { createDictionaryService, DICTIONARY_SYNC_INTERVAL_MS } from './dictionaries/dictionary-service.ts';
import { loadTerminalConfig } from './config/load-terminal-config.ts';
import { terminalConfigPath } from './config/terminal-config-path.ts';
import { createBridgeHandlers } from './ipc/handlers.ts';
import { createFaceCheckLight } from './display/face-check-light.ts';
import { createEimzoProxy } from './eimzo/eimzo-proxy.ts';
import { blockedShortcut } from './lockdown/blocked-shortcuts.ts';
import { createExitPolicy } from './lockdown/exit-policy.ts';
import { loginItemPlan } from './lockdown/login-item.ts';
import { thisMachineCameras } from './devices/this-machine-cameras.ts';
import { HEARTBEAT_INTERVAL_MS, sendHeartbeat } from './fleet/heartbeat.ts';
import { heartbeatState } from './fleet/heartbeat-state.ts';
import { loadOrCreateTerminalKey } from './fleet/terminal-key.ts';
import { createSelfTestService } from './self-test/self-test-service.ts';
import { electronUpdaterAdapter } from './updates/electron-updater-adapter.ts';
import { createKioskUpdates, watchSelfTestForRollback } from './updates/kiosk-updates.ts';
import { NO_UPDATES } from './updates/no-updates.ts';
import { UPDATE_TICK_MS } from './updates/update-policy.ts';
import { createIpcDispatcher, unwrapBridgeOutcome, type BridgeSender } from './ipc/validated-ipc.ts';
import { serveAppRequest } from './protocol/serve-app-request.ts';
import { APP_ORIGIN, APP_SCHEME, shellOrigin } from './window/app-origin.ts';
import { contentSecurityPolicy } from './window/content-security-policy.ts';
import { createCrashRecovery } from './window/crash-recovery.ts';
import { createHangWatchdog } from './window/hang-watchdog.ts';
import { resourcesDir, showOutOfServiceAfterFailedLoad } from './window/start-failure.ts';
import { isAllowedNavigation, windowOpenHandler } from './window/navigation-policy.ts';
import { permissionPolicy } from './window/permission-policy.ts';
import { speechSwitches } from './window/speech-switches.ts';
import { kioskWindowOptions } from './window/window-options.ts';

// The Electron glue: every decision lives in a tested module; this file only wires them up.
const rendererDir = path.join(import.meta.dirname, '../renderer');
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
let appOrigin = APP_ORIGIN;
let quitting = false;
const exitPolicy = createExitPolicy();
let kioskWindow: BrowserWindow | null = null;

// Privileges must be registered before 'ready'; `standard` + `secure` give app:// a real origin.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true, codeCache: true } },
]);
app.enableSandbox();
for (const name of speechSwitches(process.platform)) app.commandLine.appendSwitch(name);

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => {
    if (!isAllowedNavigation(event.url, appOrigin)) event.preventDefault();
  });
  contents.setWindowOpenHandler(windowOpenHandler);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.on('before-input-event', (event, input) => {
    if (blockedShortcut(input) !== null) event.preventDefault();
  });
  // Pinch zoom on a touch screen would leave the page enlarged for the next citizen.
  void contents.setVisualZoomLevelLimits(1, 1);
});
app.on('before-quit', () => {
  quitting = true;
});
app.on('window-all-closed', () => {
  if (exitPolicy.onAllWindowsClosed() === 'quit') return app.quit();
  app.relaunch();
  app.exit(0);
});

if (app.requestSingleInstanceLock()) {
  app.on('second-instance', () => BrowserWindow.getAllWindows()[0]?.focus());
  start().catch((error: unknown) => {
    console.error('kiosk shell failed to start', error);
    app.exit(1);
  });
} else {
  app.quit();
}

async function start(): Promise<void> {
  await app.whenReady();
  const loadConfig = () =>
    loadTerminalConfig({
      path: terminalConfigPath(process.env, app.getPath('userData')),
      env: process.env,
      allowDevDefaults: !app.isPackaged,
    });
  const loaded = await loadConfig();
  if (!loaded.ok) console.error('terminal configuration error', loaded.error);
  // Under `electron-vite dev` the renderer comes from Vite's server; a broken config always shows app://.
  const devUrl = loaded.ok && !app.isPackaged ? process.env.ELECTRON_RENDERER_URL : undefined;
  appOrigin = shellOrigin({ isPackaged: app.isPackaged, rendererDevUrl: devUrl });

  const csp = contentSecurityPolicy(loaded.ok ? loaded.config.apiBaseUrl : null);
  const diagnosticHtml = loaded.ok ? null : diagnosticPageHtml(loaded.error);
  protocol.handle(APP_SCHEME, (request) => serveAppRequest(request, { rendererDir, contentSecurityPolicy: csp, diagnosticHtml }));

  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) =>
    callback(permissionPolicy(permission, details.requestingUrl, { appOrigin, isMainFrame: details.isMainFrame })),
  );
  ses.setPermissionCheckHandler((_contents, permission, origin, details) =>
    permissionPolicy(permission, origin, { appOrigin, isMainFrame: details.isMainFrame }),
  );
  Menu.setApplicationMenu(null);
  if (app.isPackaged) await startAtLogin();
  if (loaded.ok) {
    await registerBridge(loaded.config, async () => {
      const again = await loadConfig();
      return again.ok ? { ok: true } : { ok: false, issue: [again.error.message, ...again.error.issues].join('; ') };
    });
  }
  // A public terminal's screen must never go dark mid-session (jitsi-meet-electron's lesson).
  powerSaveBlocker.start('prevent-display-sleep');
  openKioskWindow(devUrl ?? `${APP_ORIGIN}/`);
}

/** electron-updater only for a terminal with a feed: it is loaded (and needs Electron) only then. */
async function updaterFor(config: TerminalConfig) {
  if (!config.updateFeedUrl || !app.isPackaged) return NO_UPDATES;
  const { autoUpdater } = await import('electron-updater');
  autoUpdater.setFeedURL({ provider: 'generic', url: config.updateFeedUrl, channel: 'latest' });
  return electronUpdaterAdapter(autoUpdater, {
    platform: process.platform,
    appImage: process.env.APPIMAGE,
    relaunch: () => {
      app.relaunch();
      app.exit(0);
    },
    quit: () => app.quit(),
  });
}

async function registerBridge(config: TerminalConfig, rereadConfig: () => Promise<{ ok: boolean; issue?: string }>): Promise<void> {
  const runtime = {
    appVersion: app.getVersion(),
    electronVersion: process.versions.electron ?? '',
    chromeVersion: process.versions.chrome ?? '',
    platform: process.platform,
  };
  const dictionaries = createDictionaryService({
    cache: openDictionaryCache(path.join(app.getPath('userData'), 'dictionaries.sqlite')),
    apiBaseUrl: config.apiBaseUrl,
    fetch: (url, init) => fetch(url, init),
  });
  void dictionaries.sync();
  setInterval(() => void dictionaries.sync(), DICTIONARY_SYNC_INTERVAL_MS);
  const updates = createKioskUpdates({
    terminalId: config.terminalId,
    runningVersion: runtime.appVersion,
    channel: 'latest',
    apiBaseUrl: config.apiBaseUrl,
    userData: app.getPath('userData'),
    updater: await updaterFor(config),
    fetch: (url, init) => fetch(url, init),
    allowExit: (reason) => exitPolicy.allowExit(reason),
    quietMs: config.updateIdleS * 1000,
  });
  const selfTest = createSelfTestService({
    config,
    appVersion: runtime.appVersion,
    dictionaries,
    fetch: (url, init) => fetch(url, init),
    rereadConfig,
    rolledBackFrom: () => updates.rolledBackFrom(),
  });
  watchSelfTestForRollback(selfTest, updates);
  void updates.checkNow();
  setInterval(() => void updates.tick(), UPDATE_TICK_MS);
  const terminalKey = loadOrCreateTerminalKey(path.join(app.getPath('userData'), 'terminal-key.pem'));
  // Each use awaits it and reports its own failure; this only keeps Node from calling it unhandled.
  terminalKey.catch(() => undefined);
  const state = heartbeatState({ channel: 'latest', startedAtMs: Date.now(), selfTest, dictionaries, updates });
  const beat = async () => {
    const outcome = await sendHeartbeat({
      terminalId: config.terminalId,
      apiBaseUrl: config.apiBaseUrl,
      key: () => terminalKey,
      state,
      fetch: (url, init) => fetch(url, init),
    });
    // 404 until a technician registers the terminal on its diagnostics page.
    if (!outcome.ok) console.error('heartbeat not accepted', outcome.status, outcome.error);
  };
  setInterval(() => void beat(), HEARTBEAT_INTERVAL_MS);
  // The bridge is called only from the kiosk window's page, so that window exists by then.
  const windowSession = () => {
    if (!kioskWindow || kioskWindow.isDestroyed()) throw new Error('The kiosk window is not open');
    return kioskWindow.webContents.session;
  };
  const dispatch = createIpcDispatcher({
    handlers: createBridgeHandlers({
      runtime,
      config,
      dictionaries,
      selfTest,
      terminalKey: () => terminalKey,
      systemCameras: thisMachineCameras,
      updates,
      windowSession,
      eimzo: createEimzoProxy(config.eimzoAgent),
      faceCheckLight: createFaceCheckLight(),
    }),
    appOrigin,
  });
  const senderOf = (event: IpcMainInvokeEvent): BridgeSender | null =>
    event.senderFrame ? { url: event.senderFrame.url, isMainFrame: event.senderFrame.parent === null } : null;
  for (const { channel } of Object.values(BRIDGE_CHANNELS)) {
    ipcMain.handle(channel, async (event, ...args: unknown[]) => unwrapBridgeOutcome(await dispatch(channel, senderOf(event), args)));
  }
}

/** docs/kiosk-os-lockdown.md: a login item on Windows, an autostart entry on Linux. */
async function startAtLogin(): Promise<void> {
  const plan = loginItemPlan({ platform: process.platform, execPath: process.execPath, home: app.getPath('home'), env: process.env });
  if (plan.kind === 'login-item') return app.setLoginItemSettings(plan.settings);
  try {
    await mkdir(path.dirname(plan.file), { recursive: true });
    await writeFile(plan.file, plan.content);
  } catch (error) {
    console.error('cannot write the autostart entry', plan.file, error);
  }
}

function openKioskWindow(startUrl: string): void {
  const resources = resourcesDir({
    isPackaged: app.isPackaged, // Undefined outside Electron (the shell's Node tests).
    resourcesPath: (process.resourcesPath as string | undefined) ?? app.getAppPath(),
    appPath: app.getAppPath(),
  });
  const window = new BrowserWindow(kioskWindowOptions({ preloadPath, isPackaged: app.isPackaged, iconPath: path.join(resources, 'icons', 'icon.png') }));
  const contents = window.webContents;
  kioskWindow = window;
  const recovery = createCrashRecovery();
  // A hung page is killed; 'render-process-gone' below then brings the start page back.
  const watchdog = createHangWatchdog({
    ping: () => contents.executeJavaScript('0'),
    isLoading: () => contents.isLoading(),
    onHang: () => contents.forcefullyCrashRenderer(),
  });
  window.once('ready-to-show', () => window.show());
  contents.on('render-process-gone', (_event, details) => {
    if (quitting || window.isDestroyed()) return;
    console.error('renderer gone', details);
    watchdog.reset();
    // Back at the start, not a reload of the page that crashed: a citizen's half-done form is gone anyway.
    if (recovery.onRendererGone() === 'reload') return void window.loadURL(startUrl);
    app.relaunch();
    app.exit(0);
  });
  contents.on('unresponsive', () => contents.forcefullyCrashRenderer());
  // A start page that cannot load would leave a blank screen: the static out-of-service page instead.
  contents.on('did-fail-load', (_event, errorCode, _description, url, isMainFrame) => {
    if (showOutOfServiceAfterFailedLoad({ errorCode, isMainFrame, url, appOrigin })) void window.loadFile(path.join(resources, 'out-of-service.html'));
  });
  window.on('closed', () => watchdog.stop());
  watchdog.start();
  void window.loadURL(startUrl);
}
