/**
 * Statistics figures (docs/decisions/0005-statistics-and-dictionary-updates.md): the statistics route chunk and the lazily loaded chart.js chunk (gzip),
 * and the cost of one uncached statistics query at two seed scales (its throughput is in the
 * HTTP table of bench/http-throughput.ts). `bench/run.ts` calls `statisticsBench()`; true means over budget.
 */
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { aggregateStatistics } from '../src-domain/statistics/aggregate-statistics.ts';
import { periodMonthKeys } from '../src-domain/statistics/statistics-period.ts';
import { createDb } from '../src-server/db/create-db.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { countRegisteredActs, listRegionIds } from '../src-server/repositories/statistics.ts';
import { DEFAULT_SEED } from '../src-server/seed/generate-world.ts';
import { seed } from '../src-server/seed/seed.ts';
import { bundleSizes } from './bundle-size.ts';

const KiB = 1024;
const ROUTE_BUDGET = 60 * KiB; // docs/performance.md: each route chunk ≤ 60 KiB gzip
const DIR = '.cache/bench-statistics';
const WHOLE_PERIOD = { from: { year: 2024, month: 1, day: 1 }, to: { year: 2026, month: 12, day: 31 } };

/** Gzip (-9) of the lazily imported chart.js chunk, the one built from features/charts/chart-runtime.ts. */
function chartChunkGzip(): number {
  const manifest = JSON.parse(readFileSync('dist-web/.vite/manifest.json', 'utf8')) as Record<string, { file: string; src?: string }>;
  const chunk = Object.values(manifest).find((c) => c.src?.endsWith('features/charts/chart-runtime.ts'));
  if (!chunk) throw new Error('no chart-runtime chunk in the Vite manifest: is chart.js still imported lazily?');
  return gzipSync(readFileSync(join('dist-web', chunk.file)), { level: 9 }).length;
}

/** Median time of the uncached work behind one answer (the SQL group-by and the aggregation). */
async function uncachedQueryMs(scale: number): Promise<{ acts: number; medianMs: number }> {
  const file = join(DIR, `scale-${scale}.sqlite`);
  const db = createDb({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db);
    await seed(db, { seed: DEFAULT_SEED, scale });
    const acts = Number(
      (
        await db
          .selectFrom('notarial_acts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const filter = { from: '2024-01-01', to: '2026-12-31', region: undefined };
    const times: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const started = performance.now();
      aggregateStatistics(await countRegisteredActs(db, filter), { months: periodMonthKeys(WHOLE_PERIOD), regionIds: await listRegionIds(db) });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { acts, medianMs: times[Math.floor(times.length / 2)] ?? 0 };
  } finally {
    await db.destroy();
  }
}

export async function statisticsBench(): Promise<boolean> {
  let over = false;
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });

  console.log('\n(b2) statistics (docs/decisions/0005-statistics-and-dictionary-updates.md)');
  const route = bundleSizes().routes.find((r) => r.name.includes('routes/statistics/'));
  const chart = chartChunkGzip();
  if (route) {
    const ok = route.gzipBytes <= ROUTE_BUDGET;
    over ||= !ok;
    console.log(`route chunk ${route.name}: ${(route.gzipBytes / KiB).toFixed(1)} KiB gzip (budget 60) ${ok ? 'ok' : 'OVER'}`);
  }
  console.log(`chart.js lazy chunk (bar chart only): ${(chart / KiB).toFixed(1)} KiB gzip, loaded when the first chart is drawn`);

  for (const scale of [1, 5]) {
    const { acts, medianMs } = await uncachedQueryMs(scale);
    console.log(`uncached statistics query, 36 months, all regions, SEED_SCALE=${scale} (${acts} acts): median ${medianMs.toFixed(2)} ms`);
  }

  console.log('GET /api/statistics throughput: in the HTTP table (b), next to the bare server');
  return over;
}
