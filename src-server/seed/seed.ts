import type { Kysely } from 'kysely';
import { toIsoDate } from '../../src-domain/time/format-date.ts';
import { todayInTashkent } from '../../src-domain/time/tashkent.ts';
import type { Database } from '../db/database.ts';
import { syncIdSequences } from '../db/sync-id-sequences.ts';
import { insertRegistryPhotos, type RegistryPhoto } from './faces/demo-registry-photos.ts';
import { generateWorld, type WorldOptions } from './generate-world.ts';
import { insertWorld } from './insert-world.ts';
import { markDemoWorld } from './demo-marker.ts';
import { TABLE_ORDER } from './world.ts';

export interface SeedOptions extends WorldOptions {
  /**
   * The civil registry's photos (makeDemoRegistryPhotos: cut from sample photos with the face
   * detector, so made outside this pure, synchronous world). Without them nobody can log in by
   * face; tests that never log in leave them out.
   */
  photos?: readonly RegistryPhoto[];
}
export type SeedSummary = Record<(typeof TABLE_ORDER)[number], number>;

/**
 * Fills an empty, migrated database with the demo world of `seed` (same seed → same rows) in one
 * transaction: a failure leaves the database empty rather than half seeded. The world is marked
 * as demo data (demo-marker.ts), which a production start refuses.
 */
export async function seed(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const world = generateWorld(options);
  await db.transaction().execute(async (trx) => {
    await insertWorld(trx, world);
    await markDemoWorld(trx, options.seed);
    await insertRegistryPhotos(trx, options.photos ?? []);
    await syncIdSequences(trx);
  });
  return Object.fromEntries(TABLE_ORDER.map((table) => [table, world[table].length])) as SeedSummary;
}

/**
 * The day a database seeded now is seeded on, in Tashkent (`WorldOptions.seededOn`): what
 * `npm start`, `npm run seed` and the end-to-end server pass, so the demo's visits lie ahead.
 */
export function seedingDay(now: Date = new Date()): string {
  return toIsoDate(todayInTashkent(now));
}

/** True when no dictionary has been written yet: `serve` seeds such a database on start. */
export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('regions').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
