import type { HeartbeatBody, UpdateChannel } from '../../src-domain/http/routes/terminals.ts';
import type { DictionaryService } from '../dictionaries/dictionary-service.ts';
import type { SelfTestService } from '../self-test/self-test-service.ts';
import type { UpdateController } from '../updates/update-controller.ts';

/** What a heartbeat says, gathered from the other duties at the moment it is sent. */
export function heartbeatState(input: {
  channel: UpdateChannel;
  startedAtMs: number;
  selfTest: SelfTestService;
  dictionaries: DictionaryService;
  updates: UpdateController;
  now?: () => number;
}): () => Promise<HeartbeatBody> {
  const now = input.now ?? Date.now;
  return async () => {
    const updates = await input.updates.status();
    const lastSync = input.dictionaries.status().lastSync;
    return {
      appVersion: updates.runningVersion,
      channel: input.channel,
      uptimeS: Math.max(0, Math.floor((now() - input.startedAtMs) / 1000)),
      lastUpdateCheckAt: updates.lastCheckAt,
      lastDictionarySyncAt: lastSync?.ok ? lastSync.at : null,
      pendingVersion: updates.downloadedVersion,
      selfTest: input.selfTest.last(),
    };
  };
}
