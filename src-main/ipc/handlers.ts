import type { BridgeArgs, BridgeMethod, BridgeResult, TerminalConfig } from '../../src-domain/bridge/contract.ts';
import type { DictionaryService } from '../dictionaries/dictionary-service.ts';
import type { SystemCameras } from '../../src-domain/kiosk/system-cameras.ts';
import type { TerminalKey } from '../fleet/terminal-key.ts';
import type { SelfTestService } from '../self-test/self-test-service.ts';
import type { UpdateController } from '../updates/update-controller.ts';
import { clearWindowSession, type WindowSession } from '../session/clear-session.ts';
import type { EimzoProxy } from '../eimzo/eimzo-proxy.ts';
import type { FaceCheckLight } from '../display/face-check-light.ts';

/**
 * The kiosk bridge as plain async functions, one per method of the contract. Electron's
 * ipcMain and the end-to-end tests' Playwright `exposeFunction` both reach them only through
 * the validated dispatcher (`validated-ipc.ts`).
 */
export type BridgeHandlers = {
  [M in BridgeMethod]: (...args: BridgeArgs<M>) => Promise<BridgeResult<M>>;
};

/** Versions of the running shell; in Electron from app.getVersion() and process.versions. */
export type RuntimeInfo = { appVersion: string; electronVersion: string; chromeVersion: string; platform: string };

export type HandlerDeps = {
  runtime: RuntimeInfo;
  config: TerminalConfig;
  dictionaries: DictionaryService;
  selfTest: SelfTestService;
  terminalKey: () => Promise<TerminalKey>;
  systemCameras: () => Promise<SystemCameras>;
  updates: UpdateController;
  /** The kiosk window's session (the one the renderer calling the bridge lives in). */
  windowSession: () => WindowSession;
  /** The terminal's E-IMZO agent, when its config enables one (src-main/eimzo/). */
  eimzo: EimzoProxy;
  /** The display's backlight during the face check (src-main/display/). */
  faceCheckLight: FaceCheckLight;
};

export function createBridgeHandlers(deps: HandlerDeps): BridgeHandlers {
  return {
    appInfo: async () => ({ ...deps.runtime, terminalId: deps.config.terminalId }),
    // A copy: the renderer's answer must not alias the shell's own config object.
    terminalConfig: async () => ({ ...deps.config }),
    // The items passed the domain schema when stored; the dispatcher checks them again on the way out.
    dictionary: async (name) => deps.dictionaries.get(name) as BridgeResult<'dictionary'>,
    dictionaryStatus: async () => deps.dictionaries.status(),
    runSelfTest: (devices) => deps.selfTest.run(devices),
    lastSelfTest: async () => deps.selfTest.last(),
    terminalPublicKey: async () => ({ publicKey: (await deps.terminalKey()).publicKey }),
    systemCameras: () => deps.systemCameras(),
    reportPresence: async (presence) => {
      await deps.updates.reportPresence(presence);
      return null;
    },
    updateStatus: () => deps.updates.status(),
    eimzoStatus: async () => deps.eimzo.status(),
    eimzoCall: (request) => deps.eimzo.call(request),
    clearSession: () => clearWindowSession(deps.windowSession()),
    faceCheckLight: (on) => deps.faceCheckLight.set(on),
  };
}
