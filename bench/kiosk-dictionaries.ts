/**
 * The kiosk's offline dictionaries (src-main/dictionaries/): a full sync of every dictionary
 * from the reference server into an empty SQLite cache (budget 2 s), and a lookup from the
 * cache as the bridge serves it to the renderer (budget 1 ms at p99). `bench/run.ts` calls
 * `kioskDictionariesBench()`; true means over budget.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DICTIONARY_NAMES } from '../src-domain/http/routes/dictionary-items.ts';
import { openDictionaryCache } from '../src-main/dictionaries/dictionary-cache.ts';
import { syncDictionaries } from '../src-main/dictionaries/sync-dictionaries.ts';
import { startChildServer } from './child-server.ts';

const DIR = '.cache/bench-kiosk-dictionaries';
const SYNC_BUDGET_MS = 2_000;
const LOOKUP_BUDGET_MS = 1;
const LOOKUPS = 2_000;

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function kioskDictionariesBench(): Promise<boolean> {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  console.log('\n(e) kiosk offline dictionaries (SQLite cache in the main process)');
  const server = await startChildServer(
    'src-server/cli/serve.ts',
    8495,
    { DB_FILE: join(DIR, 'server.sqlite'), WEB_ROOT: join(DIR, 'no-web'), DEMO: '1' },
    '/api/health',
  );
  let over = false;
  try {
    const syncTimes: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const file = join(DIR, `cache-${run}.sqlite`);
      const cache = openDictionaryCache(file);
      const started = performance.now();
      const outcome = await syncDictionaries({ cache, apiBaseUrl: server.url, fetch: (url, init) => fetch(url, init) });
      syncTimes.push(performance.now() - started);
      if (!outcome.ok) throw new Error(`sync failed: ${outcome.error}`);
      cache.close();
    }
    syncTimes.sort((a, b) => a - b);
    const worstSync = syncTimes.at(-1) ?? 0;
    over ||= worstSync > SYNC_BUDGET_MS;
    console.log(
      `full sync, ${DICTIONARY_NAMES.length} dictionaries into an empty cache: median ${percentile(syncTimes, 0.5).toFixed(0)} ms, worst of 5 ${worstSync.toFixed(0)} ms (budget ${SYNC_BUDGET_MS}) ${worstSync > SYNC_BUDGET_MS ? 'OVER' : 'ok'}`,
    );

    const cache = openDictionaryCache(join(DIR, 'cache-0.sqlite'));
    try {
      const rows: string[] = [];
      for (const name of DICTIONARY_NAMES) {
        const coldStart = performance.now();
        const items = cache.get(name)?.items.length ?? 0;
        const cold = performance.now() - coldStart;
        // An empty dictionary would make every figure below meaningless (a server without data).
        if (items === 0) throw new Error(`the sync brought no ${name}: is the bench server seeded (DEMO=1)?`);
        const times: number[] = [];
        for (let i = 0; i < LOOKUPS; i += 1) {
          const started = performance.now();
          cache.get(name);
          times.push(performance.now() - started);
        }
        times.sort((a, b) => a - b);
        const p99 = percentile(times, 0.99);
        over ||= p99 > LOOKUP_BUDGET_MS;
        rows.push(
          `${name.padEnd(20)} ${String(items).padStart(5)} items  first read ${cold.toFixed(2)} ms  lookup p50 ${percentile(times, 0.5).toFixed(3)} ms  p99 ${p99.toFixed(3)} ms (budget ${LOOKUP_BUDGET_MS}) ${p99 > LOOKUP_BUDGET_MS ? 'OVER' : 'ok'}`,
        );
      }
      for (const row of rows) console.log(row);
    } finally {
      cache.close();
    }
  } finally {
    await server.stop();
  }
  return over;
}
