import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkResult, selfTestReport } from '../../src-domain/kiosk/self-test.ts';
import { NOBODY_PRESENT, type TerminalPresence } from '../../src-domain/kiosk/terminal-presence.ts';
import { createExitPolicy } from '../lockdown/exit-policy.ts';
import { createUpdateController, type UpdaterAdapter } from './update-controller.ts';
import { INSTALL_AFTER_IDLE_MS, inRollout } from './update-policy.ts';
import { updateRecordStore } from './update-record-store.ts';

/** A fake electron-updater: the feed offers `offered`; installs are recorded, not run. */
function fakeUpdater(offered: string | null) {
  const calls = { downloads: 0, installs: 0, installedFiles: [] as string[] };
  const updater: UpdaterAdapter = {
    check: async () => offered,
    download: async () => {
      calls.downloads += 1;
      return { version: offered!, file: `/tmp/feed/e-Notary-${offered}.AppImage` };
    },
    install: () => void (calls.installs += 1),
    installFile: (file) => void calls.installedFiles.push(file),
  };
  return { updater, calls };
}

const report = (outOfService: boolean) =>
  selfTestReport({ at: 'now', terminalId: 'hall', appVersion: 'x', checks: [checkResult('camera', outOfService ? 'no-camera' : 'ok')] });

let dir: string;
let clock: number;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'enotary-updates-'));
  clock = 1_000_000;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const nobody = NOBODY_PRESENT;
const present = (patch: Partial<TerminalPresence>): TerminalPresence => ({ ...nobody, ...patch });

function controller(input: { terminalId?: string; running?: string; offered?: string | null; percent?: number; quietMs?: number }) {
  const { updater, calls } = fakeUpdater(input.offered === undefined ? '0.2.0' : input.offered);
  const exits = createExitPolicy();
  const store = updateRecordStore(path.join(dir, 'update-record.json'));
  const updates = createUpdateController({
    terminalId: input.terminalId ?? 'hall-1',
    runningVersion: input.running ?? '0.1.0',
    updater,
    rolloutPercent: async () => input.percent ?? 100,
    store,
    keepInstaller: async (version) => path.join(dir, 'kept', version),
    allowExit: (reason) => exits.allowExit(reason),
    quietMs: input.quietMs,
    now: () => clock,
  });
  return { updates, calls, exits, store };
}

describe('kiosk update controller (electron-updater policy)', () => {
  it('downloads a newer version in the background and holds it during a session', async () => {
    const { updates, calls, exits } = controller({});
    await updates.reportPresence(present({ session: true, visit: true, lastTouchAgoMs: 0 }));
    await updates.checkNow();
    expect(calls.downloads).toBe(1);
    clock += 3_600_000;
    await updates.tick();
    expect(calls.installs).toBe(0);
    expect(exits.exitAllowed()).toBe(false);
    expect(await updates.status()).toMatchObject({ downloadedVersion: '0.2.0', busy: ['session', 'visit'], installing: false });
  });

  it('installs once nobody has been at the terminal long enough, letting the quit through the relaunch rule', async () => {
    const { updates, calls, exits, store } = controller({});
    await updates.reportPresence(present({ session: true, visit: true, lastTouchAgoMs: 0 }));
    await updates.checkNow();
    await updates.reportPresence(present({ lastTouchAgoMs: 0 }));
    expect(calls.installs).toBe(0);
    clock += INSTALL_AFTER_IDLE_MS;
    await updates.tick();
    expect(calls.installs).toBe(1);
    expect(exits.onAllWindowsClosed()).toBe('quit');
    expect(await store.read()).toMatchObject({
      pendingVersion: '0.2.0',
      lastGoodVersion: '0.1.0',
      keptInstallers: { '0.2.0': path.join(dir, 'kept', '0.2.0') },
    });
  });

  // An update arriving in the middle of someone's use of the terminal (docs/decisions/0025-…):
  // each of these alone holds it, however long it lasts; it goes in only a quiet time after.
  it.each<[string, Partial<TerminalPresence>]>([
    ['mid-login: the pin typed, nobody signed in yet', { visit: true }],
    ['mid-login: the face check open, the camera on', { visit: true, activities: ['face-check'], camera: true }],
    ['mid device test: the microphone listening', { session: true, visit: true, activities: ['device-test'], microphone: true }],
    ['mid-call: listening to the notary', { session: true, visit: true, activities: ['call'], camera: true, microphone: true }],
    ['a call only (say, a report lost on the way before it)', { activities: ['call'] }],
    ['a recording being sealed', { activities: ['recording'] }],
    ['signing in the agent’s window', { activities: ['signing'] }],
    ['a camera left open', { camera: true }],
    ['a microphone left open', { microphone: true }],
  ])('holds an update %s, and installs it a quiet time after', async (_name, busy) => {
    const { updates, calls } = controller({ quietMs: 300_000 });
    await updates.reportPresence(present({ ...busy, lastTouchAgoMs: 60_000 }));
    await updates.checkNow();
    expect(calls.downloads).toBe(1);
    for (let hour = 0; hour < 3; hour += 1) {
      clock += 3_600_000;
      await updates.tick();
    }
    expect(calls.installs).toBe(0);
    expect((await updates.status()).busy.length).toBeGreaterThan(0);
    await updates.reportPresence(present({ lastTouchAgoMs: 3 * 3_600_000 }));
    clock += 299_999;
    await updates.tick();
    expect(calls.installs).toBe(0);
    clock += 1;
    await updates.tick();
    expect(calls.installs).toBe(1);
  });

  it('waits for the configured time since the last touch, even with no session, visit or activity', async () => {
    const { updates, calls } = controller({ quietMs: 600_000 });
    clock += 3_600_000;
    // A passer-by touched the start page 5 minutes ago (the visit ended with a wipe since).
    await updates.reportPresence(present({ lastTouchAgoMs: 300_000 }));
    await updates.checkNow();
    expect(calls.downloads).toBe(1);
    expect(calls.installs).toBe(0);
    expect((await updates.status()).busy).toEqual(['recent-touch']);
    clock += 299_999;
    await updates.tick();
    expect(calls.installs).toBe(0);
    clock += 1;
    await updates.tick();
    expect(calls.installs).toBe(1);
  });

  it('installs on an untouched terminal after the quiet time from its start', async () => {
    const { updates, calls } = controller({});
    await updates.checkNow();
    expect(calls.installs).toBe(0);
    clock += INSTALL_AFTER_IDLE_MS;
    await updates.tick();
    expect(calls.installs).toBe(1);
  });

  it('leaves terminals outside the rollout percentage alone', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `hall-${i}`);
    const outside = ids.find((id) => !inRollout(id, 30))!;
    const inside = ids.find((id) => inRollout(id, 30))!;
    const out = controller({ terminalId: outside, percent: 30 });
    await out.updates.checkNow();
    expect(out.calls.downloads).toBe(0);
    expect((await out.updates.status()).decision).toBe('not-in-rollout');
    const into = controller({ terminalId: inside, percent: 30 });
    await into.updates.checkNow();
    expect(into.calls.downloads).toBe(1);
  });

  it('keeps a version that passes its self-test after start', async () => {
    const { updates, store } = controller({ running: '0.2.0', offered: null });
    await store.write({ pendingVersion: '0.2.0', lastGoodVersion: '0.1.0', failedVersions: [], keptInstallers: {} });
    await updates.onSelfTest(report(false));
    expect(await store.read()).toMatchObject({ pendingVersion: null, lastGoodVersion: '0.2.0' });
  });

  it('rolls back to the last good version when the new one fails its self-test, and never downloads it again', async () => {
    const { updates, calls, store, exits } = controller({ running: '0.2.0', offered: null });
    await store.write({ pendingVersion: '0.2.0', lastGoodVersion: '0.1.0', failedVersions: [], keptInstallers: { '0.1.0': '/kept/0.1.0.AppImage' } });
    await updates.onSelfTest(report(true));
    expect(calls.installedFiles).toEqual(['/kept/0.1.0.AppImage']);
    expect(exits.exitAllowed()).toBe(true);
    expect(await store.read()).toMatchObject({ pendingVersion: null, failedVersions: ['0.2.0'] });

    const back = controller({ running: '0.1.0', offered: '0.2.0' });
    expect(await back.updates.rolledBackFrom()).toBe('0.2.0');
    await back.updates.checkNow();
    expect(back.calls.downloads).toBe(0);
    expect((await back.updates.status()).decision).toBe('failed-before');
  });

  it('says so when there is no kept installer to roll back to', async () => {
    const { updates, calls, store } = controller({ running: '0.2.0', offered: null });
    await store.write({ pendingVersion: '0.2.0', lastGoodVersion: '0.1.0', failedVersions: [], keptInstallers: {} });
    await updates.onSelfTest(report(true));
    expect(calls.installedFiles).toEqual([]);
    expect((await updates.status()).error).toBe('no kept installer of 0.1.0 to roll back to');
  });
});
