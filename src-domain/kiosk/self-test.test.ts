import { describe, expect, it } from 'vitest';
import { meetsWebcamMinimum } from './webcam-minimum.ts';
import { cameraCode, checkResult, dictionariesCode, isOutOfService, networkCode, selfTestReport } from './self-test.ts';

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
