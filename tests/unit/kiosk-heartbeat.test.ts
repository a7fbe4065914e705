import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResult, selfTestReport } from '../../src-domain/kiosk/self-test.ts';
import { sendHeartbeat } from '../../src-main/fleet/heartbeat.ts';
import { loadOrCreateTerminalKey, type TerminalKey } from '../../src-main/fleet/terminal-key.ts';
import { findTerminal, registerTerminalKey, setRolloutPercent } from '../../src-server/repositories/kiosk-terminals.ts';
import { createTestApp, type TestApp } from '../../src-server/test-support/test-app.ts';

/** The terminal's signed heartbeat (src-main/fleet) against the real reference server over HTTP. */
describe('kiosk heartbeat with the terminal key', () => {
  let t: TestApp;
  let origin: string;
  let dir: string;
  let key: TerminalKey;
  const body = {
    appVersion: '0.2.0',
    channel: 'latest' as const,
    uptimeS: 120,
    lastUpdateCheckAt: '2026-11-26T08:00:00.000Z',
    lastDictionarySyncAt: '2026-11-26T08:05:00.000Z',
    pendingVersion: null,
    selfTest: selfTestReport({
      at: '2026-11-26T08:00:01.000Z',
      terminalId: 'HALL-9',
      appVersion: '0.2.0',
      checks: [checkResult('camera', 'ok', { width: 640, height: 480 })],
    }),
  };
  const beat = (terminalId = 'HALL-9', signWith = () => Promise.resolve(key)) =>
    sendHeartbeat({ terminalId, apiBaseUrl: origin, key: signWith, state: async () => body, fetch: (url, init) => fetch(url, init) });

  beforeAll(async () => {
    t = await createTestApp({ scale: 0.2 });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    dir = mkdtempSync(path.join(tmpdir(), 'enotary-heartbeat-'));
    key = await loadOrCreateTerminalKey(path.join(dir, 'terminal-key.pem'));
  }, 60_000);
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.close();
  });

  it('is refused while the terminal is not registered', async () => {
    expect(await beat()).toMatchObject({ ok: false, status: 404 });
  });

  it('is stored once a technician registered the key, and answers the channel rollout', async () => {
    await registerTerminalKey(t.db, { terminalId: 'HALL-9', publicKey: key.publicKey, channel: 'latest', userId: 1, now: new Date() });
    await setRolloutPercent(t.db, { channel: 'latest', rolloutPercent: 40, userId: 1, now: new Date() });
    expect(await beat()).toEqual({ ok: true, response: { rolloutPercent: 40 } });
    const stored = await findTerminal(t.db, 'HALL-9');
    expect(stored).toMatchObject({ appVersion: '0.2.0', uptimeS: 120, selfTestOk: true, lastDictionarySyncAt: '2026-11-26T08:05:00.000Z' });
    expect(stored?.selfTest?.checks[0]).toMatchObject({ check: 'camera', figures: { width: 640 } });
  });

  it('is refused when signed with another terminal’s key', async () => {
    const other = await loadOrCreateTerminalKey(path.join(dir, 'other-key.pem'));
    expect(await beat('HALL-9', () => Promise.resolve(other))).toMatchObject({ ok: false, status: 401 });
  });
});
