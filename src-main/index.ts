import path from 'node:path';
import { BrowserWindow, Menu, app, ipcMain, powerSaveBlocker, protocol, session, type IpcMainInvokeEvent } from 'electron';
import { BRIDGE_CHANNELS, type TerminalConfig } from '../src-domain/bridge/contract.ts';
import { diagnosticPageHtml } from './config/diagnostic-page.ts';
import { loadTerminalConfig } from './config/load-terminal-config.ts';
import { terminalConfigPath } from './config/terminal-config-path.ts';
import { createBridgeHandlers } from './ipc/handlers.ts';
import { createIpcDispatcher, unwrapBridgeOutcome, type BridgeSender } from './ipc/validated-ipc.ts';
import { serveAppRequest } from './protocol/serve-app-request.ts';
import { APP_ORIGIN, APP_SCHEME, shellOrigin } from './window/app-origin.ts';
import { contentSecurityPolicy } from './window/content-security-policy.ts';
import { createCrashRecovery } from './window/crash-recovery.ts';
import { isAllowedNavigation, windowOpenHandler } from './window/navigation-policy.ts';
import { permissionPolicy } from './window/permission-policy.ts';
import { kioskWindowOptions } from './window/window-options.ts';

// The Electron glue: every decision lives in a tested module; this file only wires them up.
const rendererDir = path.join(import.meta.dirname, '../renderer');
const preloadPath = path.join(import.meta.dirname, '../preload/index.cjs');
let appOrigin = APP_ORIGIN;
let quitting = false;

// Privileges must be registered before 'ready'; `standard` + `secure` give app:// a real origin.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true, codeCache: true } },
]);
app.enableSandbox();

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event) => {
    if (!isAllowedNavigation(event.url, appOrigin)) event.preventDefault();
  });
  contents.setWindowOpenHandler(windowOpenHandler);
  contents.on('will-attach-webview', (event) => event.preventDefault());
});
app.on('before-quit', () => {
  quitting = true;
});
app.on('window-all-closed', () => app.quit());

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
  const loaded = await loadTerminalConfig({
    path: terminalConfigPath(process.env, app.getPath('userData')),
    env: process.env,
    allowDevDefaults: !app.isPackaged,
  });
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
  if (loaded.ok) registerBridge(loaded.config);
  // A public terminal's screen must never go dark mid-session (jitsi-meet-electron's lesson).
  powerSaveBlocker.start('prevent-display-sleep');
  openKioskWindow(devUrl ?? `${APP_ORIGIN}/`);
}

function registerBridge(config: TerminalConfig): void {
  const runtime = {
    appVersion: app.getVersion(),
    electronVersion: process.versions.electron ?? '',
    chromeVersion: process.versions.chrome ?? '',
    platform: process.platform,
  };
  const dispatch = createIpcDispatcher({ handlers: createBridgeHandlers({ runtime, config }), appOrigin });
  const senderOf = (event: IpcMainInvokeEvent): BridgeSender | null =>
    event.senderFrame ? { url: event.senderFrame.url, isMainFrame: event.senderFrame.parent === null } : null;
  for (const { channel } of Object.values(BRIDGE_CHANNELS)) {
    ipcMain.handle(channel, async (event, ...args: unknown[]) => unwrapBridgeOutcome(await dispatch(channel, senderOf(event), args)));
  }
}

function openKioskWindow(url: string): void {
  const window = new BrowserWindow(kioskWindowOptions({ preloadPath, isPackaged: app.isPackaged }));
  const recovery = createCrashRecovery();
  window.once('ready-to-show', () => window.show());
  window.webContents.on('render-process-gone', (_event, details) => {
    if (quitting || window.isDestroyed()) return;
    console.error('renderer gone', details);
    if (recovery.onRendererGone() === 'reload') return window.webContents.reload();
    app.relaunch();
    app.exit(0);
  });
  // Electron's advice for a hung page: kill its process; 'render-process-gone' above then reloads.
  window.webContents.on('unresponsive', () => window.webContents.forcefullyCrashRenderer());
  void window.loadURL(url);
}
