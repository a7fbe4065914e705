import type { TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { checkResult, selfTestReport, type DeviceChecks, type SelfTestReport } from '../../src-domain/kiosk/self-test.ts';
import type { DictionaryService } from '../dictionaries/dictionary-service.ts';
import type { FetchLike } from '../dictionaries/sync-dictionaries.ts';
import { dictionariesCheck, networkCheck, terminalConfigCheck } from './main-checks.ts';

export type SelfTestDeps = {
  config: TerminalConfig;
  appVersion: string;
  dictionaries: DictionaryService;
  fetch: FetchLike;
  /** Reads the config file again (the shell); absent when the config came from elsewhere. */
  rereadConfig?: () => Promise<{ ok: boolean; issue?: string }>;
  /** Set when the updater rolled back a version that failed its self-test (src-main/updates/). */
  rolledBackFrom?: () => Promise<string | null>;
  now?: () => Date;
};

/**
 * Runs main's checks next to the renderer's device results, keeps the last report (a renderer
 * that reloads does not test again) and tells listeners (the updater's rollback rule).
 */
export function createSelfTestService(deps: SelfTestDeps) {
  const now = deps.now ?? (() => new Date());
  let last: SelfTestReport | null = null;
  const listeners: ((report: SelfTestReport) => void)[] = [];
  return {
    async run(devices: DeviceChecks): Promise<SelfTestReport> {
      const [network, config] = await Promise.all([networkCheck(deps.config.apiBaseUrl, deps.fetch), terminalConfigCheck(deps.config, deps.rereadConfig)]);
      const rolledBackFrom = (await deps.rolledBackFrom?.()) ?? null;
      const version = rolledBackFrom
        ? checkResult('app-version', 'update-rolled-back', { version: deps.appVersion, failedVersion: rolledBackFrom })
        : checkResult('app-version', 'ok', { version: deps.appVersion });
      const report = selfTestReport({
        at: now().toISOString(),
        terminalId: deps.config.terminalId,
        appVersion: deps.appVersion,
        checks: [
          checkResult('camera', devices.camera.code, devices.camera.figures),
          checkResult('microphone', devices.microphone.code, devices.microphone.figures),
          checkResult('audio-output', devices.audioOutput.code, devices.audioOutput.figures),
          network,
          config,
          dictionariesCheck(deps.dictionaries.status(), now().getTime()),
          version,
        ],
      });
      last = report;
      for (const listener of listeners) listener(report);
      return report;
    },
    last(): SelfTestReport | null {
      return last;
    },
    onReport(listener: (report: SelfTestReport) => void): void {
      listeners.push(listener);
    },
  };
}
export type SelfTestService = ReturnType<typeof createSelfTestService>;
