import type { SelfTestReport } from '../../src-domain/kiosk/self-test.ts';
import { busyReasons, NOBODY_PRESENT, type TerminalPresence } from '../../src-domain/kiosk/terminal-presence.ts';
import type { UpdateStatus } from '../../src-domain/kiosk/update-status.ts';
import { afterSelfTest, compareVersions, downloadDecision, INSTALL_AFTER_IDLE_MS, mayInstall, UPDATE_CHECK_INTERVAL_MS } from './update-policy.ts';
import type { UpdateRecordStore } from './update-record-store.ts';

/**
 * What the controller needs of electron-updater (src-main/updates/electron-updater-adapter.ts);
 * the tests give it a feed client over HTTP instead (Electron's binary is absent there).
 */
export type UpdaterAdapter = {
  /** The version the feed offers now, or null when there is none. */
  check(): Promise<string | null>;
  /** Downloads (and verifies) the offered version; resolves to its installer file. */
  download(): Promise<{ version: string; file: string }>;
  /** Quits and installs what was downloaded. */
  install(): void;
  /** Quits and installs a kept installer (the rollback). */
  installFile(file: string): void;
};

export type UpdateControllerDeps = {
  terminalId: string;
  runningVersion: string;
  updater: UpdaterAdapter;
  /** The rollout percentage of the terminal's channel (GET /api/update-channels). */
  rolloutPercent: () => Promise<number>;
  store: UpdateRecordStore;
  /** Copies a downloaded installer where a later rollback finds it; resolves to the copy. */
  keepInstaller: (version: string, file: string) => Promise<string>;
  /** Lets the coming quit through the kiosk's relaunch rule (src-main/lockdown/exit-policy.ts). */
  allowExit: (reason: string) => void;
  /** Nobody at the terminal for this long before an install (the terminal config's `updateIdleS`). */
  quietMs?: number;
  now?: () => number;
};

export function createUpdateController(deps: UpdateControllerDeps) {
  const now = deps.now ?? Date.now;
  const quietMs = deps.quietMs ?? INSTALL_AFTER_IDLE_MS;
  // Until the renderer reports, nobody: a terminal starts with a wipe (docs/decisions/0022-…).
  let presence: TerminalPresence = NOBODY_PRESENT;
  /** Main's time of the last touch the renderer reported (its age taken from when the report came). */
  let lastTouchAt: number | null = null;
  /** When the last session, visit, activity or open device ended. */
  let quietSince = now();
  const busy = () => busyReasons(presence, lastTouchAt, now(), quietMs);
  let lastCheckAt: number | null = null;
  let offeredVersion: string | null = null;
  let downloaded: { version: string; file: string } | null = null;
  let lastDecision: string | null = null;
  let lastError: string | null = null;
  let installing = false;
  let checking: Promise<void> | null = null;

  const install = async (): Promise<boolean> => {
    if (installing || !downloaded || !mayInstall({ downloadedVersion: downloaded.version, busy: busy(), quietSinceMs: quietSince, nowMs: now(), quietMs }))
      return false;
    installing = true;
    const stored = await deps.store.read();
    await deps.store.write({ ...stored, pendingVersion: downloaded.version, lastGoodVersion: stored.lastGoodVersion ?? deps.runningVersion });
    deps.allowExit(`install-update ${downloaded.version}`);
    deps.updater.install();
    return true;
  };

  const check = async (): Promise<void> => {
    lastCheckAt = now();
    try {
      offeredVersion = await deps.updater.check();
      if (offeredVersion === null) {
        lastDecision = 'not-newer';
        return;
      }
      const stored = await deps.store.read();
      const decision = downloadDecision({
        terminalId: deps.terminalId,
        runningVersion: deps.runningVersion,
        offeredVersion,
        rolloutPercent: await deps.rolloutPercent(),
        failedVersions: stored.failedVersions,
      });
      lastDecision = decision;
      if (decision !== 'download' || downloaded?.version === offeredVersion) return;
      const result = await deps.updater.download();
      const kept = await deps.keepInstaller(result.version, result.file);
      const latest = await deps.store.read();
      await deps.store.write({ ...latest, keptInstallers: { ...latest.keptInstallers, [result.version]: kept } });
      downloaded = result;
      lastError = null;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
  };

  return {
    /** Checks now (at start, on the schedule); never two checks at once. Then installs if it may. */
    async checkNow(): Promise<void> {
      checking ??= check().finally(() => (checking = null));
      await checking;
      await install();
    },
    /** Called on a timer: a check when one is due, an install when the terminal became idle enough. */
    async tick(): Promise<void> {
      if (lastCheckAt === null || now() - lastCheckAt >= UPDATE_CHECK_INTERVAL_MS) return this.checkNow();
      await install();
    },
    /**
     * The renderer says who is at the terminal (docs/decisions/0025-…: never while anyone is).
     * Only the dispatcher calls this, with a report its schema has checked.
     */
    async reportPresence(next: TerminalPresence): Promise<void> {
      const at = now();
      const wasBusy = busyReasons(presence, null, at, quietMs).length > 0;
      presence = next;
      if (next.lastTouchAgoMs !== null) lastTouchAt = Math.max(lastTouchAt ?? 0, at - next.lastTouchAgoMs);
      if (wasBusy && busyReasons(presence, null, at, quietMs).length === 0) quietSince = at;
      await install();
    },
    /** The first self-test of this run decides whether a freshly installed version stays. */
    async onSelfTest(report: SelfTestReport): Promise<void> {
      const stored = await deps.store.read();
      const decision = afterSelfTest(stored, deps.runningVersion, report.outOfService);
      if (decision.action === 'confirm') return deps.store.write({ ...stored, ...decision.record });
      if (decision.action === 'rollback') {
        await deps.store.write({ ...stored, ...decision.record });
        const file = stored.keptInstallers[decision.to];
        if (!file) {
          lastError = `no kept installer of ${decision.to} to roll back to`;
          return;
        }
        installing = true;
        deps.allowExit(`rollback to ${decision.to}`);
        deps.updater.installFile(file);
        return;
      }
      // A version not on trial that passes is the newest known good one.
      if (!report.outOfService && (stored.lastGoodVersion === null || compareVersions(deps.runningVersion, stored.lastGoodVersion) > 0)) {
        await deps.store.write({ ...stored, lastGoodVersion: deps.runningVersion });
      }
    },
    async status(): Promise<UpdateStatus> {
      const stored = await deps.store.read();
      return {
        runningVersion: deps.runningVersion,
        presence,
        busy: busy(),
        lastCheckAt: lastCheckAt === null ? null : new Date(lastCheckAt).toISOString(),
        offeredVersion,
        downloadedVersion: downloaded?.version ?? null,
        decision: lastDecision,
        installing,
        lastGoodVersion: stored.lastGoodVersion,
        failedVersions: stored.failedVersions,
        error: lastError,
      };
    },
    /** Set when this run is a version the updater rolled back from (for the self-test's version check). */
    async rolledBackFrom(): Promise<string | null> {
      const stored = await deps.store.read();
      return stored.failedVersions.find((version) => compareVersions(version, deps.runningVersion) > 0) ?? null;
    },
  };
}
export type UpdateController = ReturnType<typeof createUpdateController>;
