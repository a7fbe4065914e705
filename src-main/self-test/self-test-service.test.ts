import { afterAll, describe, expect, it } from 'vitest';
import type { DeviceChecks } from '../../src-domain/kiosk/self-test.ts';
import type { FetchLike } from '../dictionaries/sync-dictionaries.ts';
import { testHandlerDeps } from '../ipc/handler-deps.test-support.ts';
import { createSelfTestService } from './self-test-service.ts';

const config = {
  terminalId: 'tash-01',
  apiBaseUrl: 'https://api.notary.uz',
  hallName: 'Tashkent',
  idleTimeoutS: 120,
  updateIdleS: 120,
  defaultLocale: 'oz' as const,
  devices: {},
  eimzoAgent: { enabled: false, url: 'wss://127.0.0.1:64443/service/cryptapi' },
};
const goodDevices: DeviceChecks = {
  camera: { code: 'ok', figures: { width: 640, height: 480 } },
  microphone: { code: 'ok', figures: { level: 0.2 } },
  audioOutput: { code: 'ok', figures: { outputs: 1 } },
};
const healthy: FetchLike = async () => Response.json({ status: 'ok', db: 'ok', version: '0.1.0', time: 'now' });
const base = testHandlerDeps(config);
afterAll(() => base.dispose());

function service(fetch: FetchLike, extra: Partial<Parameters<typeof createSelfTestService>[0]> = {}) {
  return createSelfTestService({ config, appVersion: '0.2.0', dictionaries: base.dictionaries, fetch, now: () => new Date('2026-11-26T12:00:00Z'), ...extra });
}

describe('self-test service (main half of the terminal self-test)', () => {
  it('reports every check in order, in service when the critical ones pass, and keeps the report', async () => {
    const selfTest = service(healthy);
    expect(selfTest.last()).toBeNull();
    const report = await selfTest.run(goodDevices);
    expect(report.checks.map((c) => [c.check, c.code])).toEqual([
      ['camera', 'ok'],
      ['microphone', 'ok'],
      ['audio-output', 'ok'],
      ['network', 'ok'],
      ['terminal-config', 'ok'],
      // The empty test cache: a warning, not out of service.
      ['dictionaries', 'dictionaries-missing'],
      ['app-version', 'ok'],
    ]);
    expect(report).toMatchObject({ outOfService: false, appVersion: '0.2.0', terminalId: 'tash-01', at: '2026-11-26T12:00:00.000Z' });
    expect(report.checks.find((c) => c.check === 'network')?.figures).toMatchObject({ status: 200, latencyMs: expect.any(Number) });
    expect(selfTest.last()).toEqual(report);
  });

  it('is out of service when the API cannot be reached or the camera failed', async () => {
    const down = service(() => Promise.reject(new TypeError('fetch failed')));
    const report = await down.run(goodDevices);
    expect(report.outOfService).toBe(true);
    expect(report.checks.find((c) => c.check === 'network')).toMatchObject({
      ok: false,
      critical: true,
      code: 'api-unreachable',
      figures: { error: 'fetch failed' },
    });
    const noCamera = await service(healthy).run({ ...goodDevices, camera: { code: 'permission-blocked', figures: {} } });
    expect(noCamera.outOfService).toBe(true);
  });

  it('names a config file damaged since start, and a rolled-back update', async () => {
    const selfTest = service(healthy, { rereadConfig: async () => ({ ok: false, issue: 'apiBaseUrl: Invalid URL' }), rolledBackFrom: async () => '0.3.0' });
    const report = await selfTest.run(goodDevices);
    expect(report.checks.find((c) => c.check === 'terminal-config')).toMatchObject({
      ok: false,
      code: 'config-invalid',
      figures: { issue: 'apiBaseUrl: Invalid URL' },
    });
    expect(report.checks.find((c) => c.check === 'app-version')).toMatchObject({
      ok: false,
      critical: false,
      code: 'update-rolled-back',
      figures: { failedVersion: '0.3.0' },
    });
    expect(report.outOfService).toBe(true);
  });

  it('tells its listeners each report', async () => {
    const selfTest = service(healthy);
    const seen: boolean[] = [];
    selfTest.onReport((report) => seen.push(report.outOfService));
    await selfTest.run(goodDevices);
    expect(seen).toEqual([false]);
  });

  it('reports a check that never answers as timed out, with the rest of the report, instead of waiting', async () => {
    const stuck = service(() => new Promise<Response>(() => undefined), {
      rereadConfig: () => new Promise(() => undefined),
      rolledBackFrom: () => new Promise(() => undefined),
      checkTimeoutMs: 50,
    });
    const report = await stuck.run(goodDevices);
    expect(report.checks.map((c) => [c.check, c.code])).toEqual([
      ['camera', 'ok'],
      ['microphone', 'ok'],
      ['audio-output', 'ok'],
      ['network', 'check-timed-out'],
      ['terminal-config', 'check-timed-out'],
      ['dictionaries', 'dictionaries-missing'],
      ['app-version', 'check-timed-out'],
    ]);
    expect(report.checks.find((c) => c.check === 'terminal-config')?.figures).toEqual({ error: 'the terminal-config check did not answer within 0.05 s' });
    expect(report.outOfService).toBe(true);
  });
});
