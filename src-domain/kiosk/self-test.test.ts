import { describe, expect, it } from 'vitest';
import { meetsWebcamMinimum } from './webcam-minimum.ts';
import { micLevelDead, micLevelHeard } from '../devices/microphone-level.ts';
import {
  ageParts,
  cameraCode,
  checkResult,
  dictionariesCode,
  dictionaryCacheAgeMs,
  isOutOfService,
  microphoneCode,
  networkCode,
  selfTestReport,
  toneCode,
} from './self-test.ts';

describe('camera check (spec §5, §9: minimum 640×480, measured from a real frame)', () => {
  it.each([
    [{ width: 640, height: 480 }, 'ok'],
    [{ width: 1280, height: 720 }, 'ok'],
    [{ width: 480, height: 640 }, 'ok'],
    [{ width: 320, height: 240 }, 'low-resolution'],
    [{ width: 640, height: 360 }, 'low-resolution'],
    [{ width: 0, height: 0 }, 'unknown-error'],
    [null, 'unknown-error'],
  ] as const)('%j → %s', (frame, code) => {
    expect(cameraCode(frame, meetsWebcamMinimum)).toBe(code);
  });
});

describe('microphone check (spec §8 "no microphone": a silent microphone fails)', () => {
  const rules = { heard: micLevelHeard, dead: micLevelDead };
  it.each([
    ['unattended, speech', -25, false, 'ok'],
    ['unattended, a quiet hall', -75, false, 'ok'],
    ['unattended, digital silence', -100, false, 'no-microphone'],
    ['unattended, not measurable', null, false, 'unknown-error'],
    ['the headset check, speech', -25, true, 'ok'],
    ['the headset check, only the hall’s noise', -75, true, 'no-microphone'],
    ['the headset check, digital silence', -100, true, 'no-microphone'],
  ] as const)('%s → %s', (_name, level, attended, code) => {
    expect(microphoneCode(level, attended, rules)).toBe(code);
  });

  it('the tone the technician heard passes, one not heard fails', () => {
    expect(toneCode(true)).toBe('ok');
    expect(toneCode(false)).toBe('tone-not-heard');
    expect(checkResult('audio-output', toneCode(false))).toMatchObject({ ok: false, critical: false });
  });
});

describe('network check (GET /api/health)', () => {
  it.each([
    [{ status: 200, body: { status: 'ok', db: 'ok' } }, 'ok'],
    [{ status: 503, body: { status: 'error', db: 'error' } }, 'api-error'],
    [{ status: 200, body: 'ok' }, 'api-error'],
    [{ status: 404, body: null }, 'api-error'],
    [null, 'api-unreachable'],
  ] as const)('%j → %s', (answer, code) => {
    expect(networkCode(answer)).toBe(code);
  });
});

describe('dictionary cache check', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const synced = (iso: string) => ({ healthy: true, missing: [], dictionaries: [{ syncedAt: iso }, { syncedAt: '2026-11-26T11:50:00Z' }] });
  it.each([
    ['synced 10 minutes ago', synced('2026-11-26T11:50:00Z'), 'ok'],
    ['one copy older than a day', synced('2026-11-25T11:00:00Z'), 'dictionaries-stale'],
    ['a dictionary missing', { healthy: true, missing: ['regions'], dictionaries: [{ syncedAt: '2026-11-26T11:50:00Z' }] }, 'dictionaries-missing'],
    ['an empty cache', { healthy: true, missing: [], dictionaries: [] }, 'dictionaries-missing'],
    ['an unhealthy file', { healthy: false, missing: [], dictionaries: [{ syncedAt: '2026-11-26T11:50:00Z' }] }, 'dictionaries-missing'],
  ] as const)('%s', (_name, status, code) => {
    expect(dictionariesCode(status, now)).toBe(code);
  });
});

describe('the dictionary cache’s age (the kiosk dictionaries page)', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('is the age of the least recently confirmed copy', () => {
    expect(dictionaryCacheAgeMs({ dictionaries: [{ syncedAt: '2026-11-26T11:50:00Z' }, { syncedAt: '2026-11-26T09:00:00Z' }] }, now)).toBe(3 * 3_600_000);
    expect(dictionaryCacheAgeMs({ dictionaries: [] }, now)).toBeNull();
    expect(dictionaryCacheAgeMs({ dictionaries: [{ syncedAt: 'yesterday' }] }, now)).toBeNull();
    // A clock set back since the sync: not a negative age.
    expect(dictionaryCacheAgeMs({ dictionaries: [{ syncedAt: '2026-11-26T12:05:00Z' }] }, now)).toBe(0);
  });

  it.each([
    [0, { days: 0, hours: 0, minutes: 0 }],
    [59_999, { days: 0, hours: 0, minutes: 0 }],
    [12 * 60_000, { days: 0, hours: 0, minutes: 12 }],
    [(3 * 60 + 5) * 60_000, { days: 0, hours: 3, minutes: 5 }],
    [(2 * 1440 + 60 + 1) * 60_000, { days: 2, hours: 1, minutes: 1 }],
  ])('%i ms → %j', (ms, parts) => {
    expect(ageParts(ms)).toEqual(parts);
  });
});

describe('out of service (a login that cannot work is not offered)', () => {
  it.each([
    ['every check passes', [checkResult('camera', 'ok'), checkResult('network', 'ok')], false],
    ['no camera: the face check cannot run', [checkResult('camera', 'no-camera'), checkResult('network', 'ok')], true],
    ['camera permission blocked', [checkResult('camera', 'permission-blocked')], true],
    ['the API unreachable', [checkResult('camera', 'ok'), checkResult('network', 'api-unreachable')], true],
    ['the terminal config broken', [checkResult('terminal-config', 'config-invalid')], true],
    ['no microphone: video calls only, login still works', [checkResult('camera', 'ok'), checkResult('microphone', 'no-microphone')], false],
    ['no audio output', [checkResult('audio-output', 'no-audio-output')], false],
    ['stale dictionaries', [checkResult('dictionaries', 'dictionaries-stale')], false],
    ['the pinned camera absent, the default one works', [checkResult('camera', 'pinned-device-missing')], false],
  ] as const)('%s', (_name, checks, out) => {
    expect(isOutOfService(checks)).toBe(out);
  });

  it('orders a report by check whatever order the checks finished in', () => {
    const report = selfTestReport({
      at: 'now',
      terminalId: 't',
      appVersion: '1',
      checks: [checkResult('network', 'ok'), checkResult('camera', 'ok'), checkResult('app-version', 'ok')],
    });
    expect(report.checks.map((c) => c.check)).toEqual(['camera', 'network', 'app-version']);
    expect(report.outOfService).toBe(false);
  });
});
