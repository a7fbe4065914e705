import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { openDictionaryCache } from '../dictionaries/dictionary-cache.ts';
import { FakeSession } from '../fake-electron.test-support.ts';
import { createDictionaryService } from '../dictionaries/dictionary-service.ts';
import type { FetchLike } from '../dictionaries/sync-dictionaries.ts';
import { thisMachineCameras } from '../devices/this-machine-cameras.ts';
import { loadOrCreateTerminalKey } from '../fleet/terminal-key.ts';
import { createSelfTestService } from '../self-test/self-test-service.ts';
import { createKioskUpdates } from '../updates/kiosk-updates.ts';
import { NO_UPDATES } from '../updates/no-updates.ts';
import type { HandlerDeps } from './handlers.ts';
import { createEimzoProxy } from '../eimzo/eimzo-proxy.ts';
import { createFaceCheckLight } from '../display/face-check-light.ts';

export const TEST_RUNTIME = { appVersion: '0.1.0', electronVersion: '45.3.4', chromeVersion: '154.0.0.0', platform: 'linux' };

/** An API that is down: every request fails as a closed port does. */
export const unreachable: FetchLike = () => Promise.reject(new TypeError('fetch failed'));

/**
 * Handler dependencies over real modules in a temporary folder; `dispose` removes it. The
 * window's Electron session is a recording fake (`session`).
 */
export function testHandlerDeps(config: TerminalConfig, fetch: FetchLike = unreachable): HandlerDeps & { session: FakeSession; dispose: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'enotary-handlers-'));
  const session = new FakeSession();
  const cache = openDictionaryCache(path.join(dir, 'dictionaries.sqlite'));
  const dictionaries = createDictionaryService({ cache, apiBaseUrl: config.apiBaseUrl, fetch });
  return {
    runtime: TEST_RUNTIME,
    config,
    dictionaries,
    selfTest: createSelfTestService({ config, appVersion: TEST_RUNTIME.appVersion, dictionaries, fetch }),
    terminalKey: () => loadOrCreateTerminalKey(path.join(dir, 'terminal-key.pem')),
    systemCameras: thisMachineCameras,
    updates: createKioskUpdates({
      terminalId: config.terminalId,
      runningVersion: TEST_RUNTIME.appVersion,
      channel: 'latest',
      apiBaseUrl: config.apiBaseUrl,
      userData: dir,
      updater: NO_UPDATES,
      fetch,
      allowExit: () => {},
    }),
    windowSession: () => session,
    eimzo: createEimzoProxy(config.eimzoAgent),
    faceCheckLight: createFaceCheckLight({ dir: path.join(dir, 'backlight') }),
    session,
    dispose: () => {
      cache.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
