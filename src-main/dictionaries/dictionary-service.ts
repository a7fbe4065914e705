import type { DictionaryCacheStatus, DictionarySyncOutcome } from '../../src-domain/bridge/dictionary-contract.ts';
import { DICTIONARY_NAMES, type DictionaryName } from '../../src-domain/http/routes/dictionary-items.ts';
import type { DictionaryCache, StoredDictionary } from './dictionary-cache.ts';
import { syncDictionaries, type FetchLike } from './sync-dictionaries.ts';

/** How often a running terminal asks the API for new dictionary versions. */
export const DICTIONARY_SYNC_INTERVAL_MS = 15 * 60_000;

export type DictionaryServiceDeps = {
  cache: DictionaryCache;
  apiBaseUrl: string;
  fetch: FetchLike;
  now?: () => Date;
};

/**
 * What the bridge handlers and the self-test use: the cached copies, a sync that never runs
 * twice at once, and the outcome of the last one.
 */
export function createDictionaryService(deps: DictionaryServiceDeps) {
  let lastSync: DictionarySyncOutcome | null = null;
  let running: Promise<DictionarySyncOutcome> | null = null;
  return {
    get(name: DictionaryName): StoredDictionary | null {
      return deps.cache.get(name);
    },
    sync(): Promise<DictionarySyncOutcome> {
      running ??= syncDictionaries(deps).then((outcome) => {
        lastSync = outcome;
        running = null;
        return outcome;
      });
      return running;
    },
    status(): DictionaryCacheStatus {
      return { ...deps.cache.status(DICTIONARY_NAMES), lastSync };
    },
  };
}
export type DictionaryService = ReturnType<typeof createDictionaryService>;
