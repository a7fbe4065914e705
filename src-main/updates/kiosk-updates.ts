import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import * as v from 'valibot';
import { UPDATE_CHANNELS_PATH, UpdateChannelListSchema, type UpdateChannel } from '../../src-domain/http/routes/terminals.ts';
import type { FetchLike } from '../dictionaries/sync-dictionaries.ts';
import type { SelfTestService } from '../self-test/self-test-service.ts';
import { createUpdateController, type UpdaterAdapter } from './update-controller.ts';
import { updateRecordStore } from './update-record-store.ts';

export type KioskUpdatesInput = {
  terminalId: string;
  runningVersion: string;
  channel: UpdateChannel;
  apiBaseUrl: string;
  userData: string;
  updater: UpdaterAdapter;
  fetch: FetchLike;
  allowExit: (reason: string) => void;
  /** The terminal config's `updateIdleS`, in ms. */
  quietMs?: number;
  now?: () => number;
};

/** The update controller of a terminal, its record and kept installers in userData/updates/. */
export function createKioskUpdates(input: KioskUpdatesInput) {
  const dir = path.join(input.userData, 'updates');
  return createUpdateController({
    terminalId: input.terminalId,
    runningVersion: input.runningVersion,
    updater: input.updater,
    store: updateRecordStore(path.join(dir, 'update-record.json')),
    allowExit: input.allowExit,
    quietMs: input.quietMs,
    now: input.now,
    rolloutPercent: async () => {
      const response = await input.fetch(`${new URL(input.apiBaseUrl).origin}${UPDATE_CHANNELS_PATH}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`rollout: HTTP ${response.status}`);
      const channels = v.parse(UpdateChannelListSchema, await response.json());
      return channels.items.find((item) => item.channel === input.channel)?.rolloutPercent ?? 0;
    },
    keepInstaller: async (version, file) => {
      const kept = path.join(dir, 'kept', version, path.basename(file));
      await mkdir(path.dirname(kept), { recursive: true });
      await copyFile(file, kept);
      return kept;
    },
  });
}

/** Ties the first self-test of a run to the updater's rollback rule. */
export function watchSelfTestForRollback(selfTest: SelfTestService, updates: ReturnType<typeof createKioskUpdates>): void {
  let first = true;
  selfTest.onReport((report) => {
    if (!first) return;
    first = false;
    void updates.onSelfTest(report);
  });
}
