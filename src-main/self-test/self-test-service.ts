import type { TerminalConfig } from '../../src-domain/bridge/contract.ts';
import { checkResult, selfTestReport, type CheckResult, type DeviceChecks, type SelfTestCheck, type SelfTestReport } from '../../src-domain/kiosk/self-test.ts';
import { DEVICE_CALL_TIMEOUT_MS, withTimeout } from '../devices/call-timeout.ts';
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
  /** Bound on each of main's checks (a disk, a network or a file that never answers). */
  checkTimeoutMs?: number;
};

/** Longer than the health call's own 5 s limit, which reports itself as api-unreachable first. */
export const CHECK_TIMEOUT_MS = 2 * DEVICE_CALL_TIMEOUT_MS;

/**
 * Runs main's checks next to the renderer's device results, keeps the last report (a renderer
 * that reloads does not test again) and tells listeners (the updater's rollback rule).
 */
export function createSelfTestService(deps: SelfTestDeps) {
  const now = deps.now ?? (() => new Date());
  let last: SelfTestReport | null = null;
  const listeners: ((report: SelfTestReport) => void)[] = [];
  const ms = deps.checkTimeoutMs ?? CHECK_TIMEOUT_MS;
  // A check that does not answer in time fails as such, with what did not answer, and the
  // report is made anyway: a technician's export never waits for a stuck check.
  const bounded = (check: SelfTestCheck, work: () => Promise<CheckResult>): Promise<CheckResult> =>
    withTimeout(work(), `the ${check} check`, ms).catch((error: unknown) =>
      checkResult(check, 'check-timed-out', { error: error instanceof Error ? error.message : String(error) }),
    );
  return {
    async run(devices: DeviceChecks): Promise<SelfTestReport> {
      const [network, config, version] = await Promise.all([
        bounded('network', () => networkCheck(deps.config.apiBaseUrl, deps.fetch)),
        bounded('terminal-config', () => terminalConfigCheck(deps.config, deps.rereadConfig)),
        bounded('app-version', async () => {
          const rolledBackFrom = (await deps.rolledBackFrom?.()) ?? null;
          return rolledBackFrom
            ? checkResult('app-version', 'update-rolled-back', { version: deps.appVersion, failedVersion: rolledBackFrom })
            : checkResult('app-version', 'ok', { version: deps.appVersion });
        }),
      ]);
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
