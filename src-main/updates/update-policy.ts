import { createHash } from 'node:crypto';
import { KIOSK_UPDATE_IDLE_DEFAULT_S } from '../../src-domain/constants.ts';
import type { BusyReason } from '../../src-domain/kiosk/terminal-presence.ts';

/**
 * The kiosk's update policy as pure decisions (docs/architecture.md, Kiosk behaviour: updates are
 * installed only when idle, never during a session). electron-updater does the transport
 * (generic feed, download, signature check); these functions decide when.
 */

/** How often a terminal asks the feed for a newer version. */
export const UPDATE_CHECK_INTERVAL_MS = 4 * 60 * 60_000;
/** How often main looks whether a check is due or a held version may be installed. */
export const UPDATE_TICK_MS = 30_000;
/** A terminal installs only after nobody has used it for this long (a citizen may be walking up); its config may say otherwise. */
export const INSTALL_AFTER_IDLE_MS = KIOSK_UPDATE_IDLE_DEFAULT_S * 1000;

/**
 * The terminal's fixed place in a staged rollout, 0–99, from its id alone: the same terminal
 * is in or out of a 20 % rollout every time, and raising the percentage only adds terminals.
 */
export function rolloutBucket(terminalId: string): number {
  return createHash('sha256').update(`enotary-rollout:${terminalId}`).digest().readUInt32BE(0) % 100;
}

export function inRollout(terminalId: string, rolloutPercent: number): boolean {
  return rolloutBucket(terminalId) < Math.max(0, Math.min(100, rolloutPercent));
}

/** Semantic versions compared by their numbers (a pre-release tag sorts before its release). */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core = '', pre] = version.replace(/^v/, '').split('-', 2);
    return { numbers: core.split('.').map((part) => Number.parseInt(part, 10) || 0), pre: pre ?? null };
  };
  const left = parse(a);
  const right = parse(b);
  for (let i = 0; i < Math.max(left.numbers.length, right.numbers.length); i += 1) {
    const diff = (left.numbers[i] ?? 0) - (right.numbers[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (left.pre === right.pre) return 0;
  if (left.pre === null) return 1;
  if (right.pre === null) return -1;
  return left.pre < right.pre ? -1 : 1;
}

export type DownloadInput = {
  terminalId: string;
  runningVersion: string;
  offeredVersion: string;
  rolloutPercent: number;
  /** Versions that failed their self-test here: never offered again. */
  failedVersions: readonly string[];
};

export type DownloadDecision = 'download' | 'not-newer' | 'not-in-rollout' | 'failed-before';

export function downloadDecision(input: DownloadInput): DownloadDecision {
  if (compareVersions(input.offeredVersion, input.runningVersion) <= 0) return 'not-newer';
  if (input.failedVersions.includes(input.offeredVersion)) return 'failed-before';
  if (!inRollout(input.terminalId, input.rolloutPercent)) return 'not-in-rollout';
  return 'download';
}

/**
 * Install a downloaded version only when nobody is at the terminal (`busy` empty: no session, no
 * visit, no activity, camera and microphone closed, no recent touch) and nobody has been for
 * `quietMs` (`quietSinceMs`: when the last of those ended).
 */
export function mayInstall(input: {
  downloadedVersion: string | null;
  busy: readonly BusyReason[];
  quietSinceMs: number;
  nowMs: number;
  quietMs: number;
}): boolean {
  return input.downloadedVersion !== null && input.busy.length === 0 && input.nowMs - input.quietSinceMs >= input.quietMs;
}

/**
 * What a version installed by the updater must prove at its first start: its self-test. The
 * record names the version on trial and the last version that passed.
 */
export type UpdateRecord = {
  /** Installed and not yet through its self-test. */
  pendingVersion: string | null;
  /** The newest version that passed its self-test on this terminal. */
  lastGoodVersion: string | null;
  failedVersions: string[];
};

export type AfterStartDecision = { action: 'none' } | { action: 'confirm'; record: UpdateRecord } | { action: 'rollback'; to: string; record: UpdateRecord };

/** After the first self-test of a run: keep the new version, or go back to the last good one. */
export function afterSelfTest(record: UpdateRecord, runningVersion: string, outOfService: boolean): AfterStartDecision {
  if (record.pendingVersion !== runningVersion) return { action: 'none' };
  if (!outOfService) return { action: 'confirm', record: { ...record, pendingVersion: null, lastGoodVersion: runningVersion } };
  if (record.lastGoodVersion === null || record.lastGoodVersion === runningVersion) return { action: 'none' };
  return {
    action: 'rollback',
    to: record.lastGoodVersion,
    record: { ...record, pendingVersion: null, failedVersions: [...new Set([...record.failedVersions, runningVersion])] },
  };
}
