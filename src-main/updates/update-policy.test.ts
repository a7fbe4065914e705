import { describe, expect, it } from 'vitest';
import { afterSelfTest, compareVersions, downloadDecision, INSTALL_AFTER_IDLE_MS, inRollout, mayInstall, rolloutBucket } from './update-policy.ts';

describe('staged rollout by terminal id', () => {
  it('puts a terminal in the same bucket every time, 0–99', () => {
    expect(rolloutBucket('tashkent-hall-01')).toBe(rolloutBucket('tashkent-hall-01'));
    const buckets = Array.from({ length: 1000 }, (_, i) => rolloutBucket(`hall-${i}`));
    expect(Math.min(...buckets)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...buckets)).toBeLessThanOrEqual(99);
  });

  it('takes about the share of terminals the percentage says, and raising it only adds terminals', () => {
    const ids = Array.from({ length: 1000 }, (_, i) => `hall-${i}`);
    const at20 = ids.filter((id) => inRollout(id, 20));
    const at50 = ids.filter((id) => inRollout(id, 50));
    expect(at20.length).toBeGreaterThan(150);
    expect(at20.length).toBeLessThan(250);
    expect(at20.every((id) => at50.includes(id))).toBe(true);
    expect(ids.filter((id) => inRollout(id, 0))).toEqual([]);
    expect(ids.filter((id) => inRollout(id, 100))).toHaveLength(1000);
  });
});

describe('compareVersions', () => {
  it.each([
    ['0.2.0', '0.1.9', 1],
    ['0.10.0', '0.9.0', 1],
    ['1.0.0', '1.0.0', 0],
    ['1.0.0-beta.1', '1.0.0', -1],
    ['1.0.0', '1.0.0-beta.1', 1],
    ['v1.2.3', '1.2.3', 0],
  ])('%s vs %s → %i', (a, b, result) => {
    expect(compareVersions(a, b)).toBe(result);
  });
});

describe('download decision', () => {
  const base = { terminalId: 'hall-1', runningVersion: '0.1.0', offeredVersion: '0.2.0', rolloutPercent: 100, failedVersions: [] };
  it.each([
    ['a newer version in a full rollout', base, 'download'],
    ['the same version', { ...base, offeredVersion: '0.1.0' }, 'not-newer'],
    ['an older version', { ...base, offeredVersion: '0.0.9' }, 'not-newer'],
    ['a version that failed here before', { ...base, failedVersions: ['0.2.0'] }, 'failed-before'],
    ['a rollout of 0 %', { ...base, rolloutPercent: 0 }, 'not-in-rollout'],
  ] as const)('%s', (_name, input, decision) => {
    expect(downloadDecision(input)).toBe(decision);
  });
});

describe('install only when nobody is at the terminal (docs/decisions/0025-kiosk-updates-staged-idle-only-rollback.md)', () => {
  const now = 10_000_000;
  const quietMs = INSTALL_AFTER_IDLE_MS;
  it.each([
    ['nobody, long enough', { downloadedVersion: '0.2.0', busy: [], quietSinceMs: now - quietMs, nowMs: now, quietMs }, true],
    ['during a session', { downloadedVersion: '0.2.0', busy: ['session'], quietSinceMs: now - 3_600_000, nowMs: now, quietMs }, false],
    ['during a call', { downloadedVersion: '0.2.0', busy: ['call', 'camera', 'microphone'], quietSinceMs: now - 3_600_000, nowMs: now, quietMs }, false],
    ['touched a moment ago', { downloadedVersion: '0.2.0', busy: ['recent-touch'], quietSinceMs: now - 3_600_000, nowMs: now, quietMs }, false],
    ['nobody only just now', { downloadedVersion: '0.2.0', busy: [], quietSinceMs: now - 1_000, nowMs: now, quietMs }, false],
    ['nothing downloaded', { downloadedVersion: null, busy: [], quietSinceMs: 0, nowMs: now, quietMs }, false],
  ] as const)('%s', (_name, input, install) => {
    expect(mayInstall(input)).toBe(install);
  });
});

describe('rollback when the new version fails its self-test', () => {
  const record = { pendingVersion: '0.2.0', lastGoodVersion: '0.1.0', failedVersions: [] };
  it('confirms a new version that passed', () => {
    expect(afterSelfTest(record, '0.2.0', false)).toEqual({
      action: 'confirm',
      record: { pendingVersion: null, lastGoodVersion: '0.2.0', failedVersions: [] },
    });
  });
  it('goes back to the last good version when the new one is out of service, and never takes it again', () => {
    expect(afterSelfTest(record, '0.2.0', true)).toEqual({
      action: 'rollback',
      to: '0.1.0',
      record: { pendingVersion: null, lastGoodVersion: '0.1.0', failedVersions: ['0.2.0'] },
    });
  });
  it('does nothing for a version not on trial, or with nothing to go back to', () => {
    expect(afterSelfTest(record, '0.1.0', true)).toEqual({ action: 'none' });
    expect(afterSelfTest({ ...record, lastGoodVersion: null }, '0.2.0', true)).toEqual({ action: 'none' });
  });
});
