import type { Page } from '@playwright/test';
import { BRIDGE_CHANNELS, type TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { createBridgeHandlers } from '../../src-main/ipc/handlers.ts';
import { dispatchBridgeCall, unwrapBridgeOutcome } from '../../src-main/ipc/validated-ipc.ts';

/**
 * Turns a Chromium page into the kiosk shell as far as the renderer can tell: `window.kiosk` has
 * one function per bridge channel, and each call goes through the REAL main-process dispatcher
 * and handlers (ARCHITECTURE.md, Testing: exposeFunction stands in for ipcRenderer → ipcMain).
 * Only the few lines of Electron glue are not exercised.
 */
export async function installKioskShell(page: Page, baseURL: string, overrides: Partial<TerminalConfig> = {}): Promise<void> {
  const config: TerminalConfig = {
    terminalId: 'E2E-TERMINAL-01',
    apiBaseUrl: baseURL,
    hallName: 'Toshkent shahar adliya boshqarmasi',
    idleTimeoutS: 120,
    defaultLocale: 'oz',
    ...overrides,
  };
  const deps = {
    handlers: createBridgeHandlers({ runtime: { appVersion: '0.1.0-e2e', electronVersion: '45.3.4', chromeVersion: 'e2e', platform: 'linux' }, config }),
    appOrigin: new URL(baseURL).origin,
  };
  await page.exposeFunction('__kioskCall', async (method: string, args: unknown[]) =>
    unwrapBridgeOutcome(await dispatchBridgeCall(deps, method, args, page.url())),
  );
  await page.addInitScript((methods: string[]) => {
    const call = (window as unknown as { __kioskCall: (m: string, a: unknown[]) => Promise<unknown> }).__kioskCall;
    const bridge: Record<string, (...args: unknown[]) => Promise<unknown>> = {};
    for (const method of methods) bridge[method] = (...args) => call(method, args);
    Object.defineProperty(window, 'kiosk', { value: Object.freeze(bridge), configurable: false });
  }, Object.keys(BRIDGE_CHANNELS));
}
