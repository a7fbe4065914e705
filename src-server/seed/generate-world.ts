import { DICTIONARY_NAMES } from '../../src-domain/http/routes/dictionary-items.ts';
import { generateAccounts, generatePayments } from './generate-accounts.ts';
import { generateActs } from './generate-acts.ts';
import { generateBans } from './generate-bans.ts';
import { generateCatalogue } from './generate-catalogue.ts';
import { generateDebts } from './generate-debts.ts';
import { buildPlaces, generateDictionaries } from './generate-dictionaries.ts';
import { generateEqueue } from './generate-equeue.ts';
import { generateLegalEntities } from './generate-legal-entities.ts';
import { generateNotaries } from './generate-notaries.ts';
import { generateDemoPeople, generatePeople } from './generate-people.ts';
import { generateRealEstate } from './generate-real-estate.ts';
import { generateInheritanceCases, generateProxies } from './generate-registers.ts';
import { generateReviews } from './generate-reviews.ts';
import { generateVehicles } from './generate-vehicles.ts';
import { createRandom } from './random.ts';
import type { SeedContext } from './seed-context.ts';
import { emptyWorld, type World } from './world.ts';

export interface WorldOptions {
  seed: number;
  /** 1 ≈ 600 persons, 200 notaries, 400 acts. Fewer for quick tests (at least 1 notary per region). */
  scale?: number;
  /** The day the registries are as of; a fixed default keeps pins and ages identical forever. */
  today?: string;
  /**
   * The day the database is seeded (Tashkent ISO date): acts, their visits and the queue's
   * bookings are dated from it (seed-context.ts `seededOn`); unset → `today`, as tests want.
   */
  seededOn?: string;
}

export const DEFAULT_SEED = 20261122;
export const SEED_TODAY = '2026-11-22';

/**
 * The whole demo world, in memory. Each area draws from its own forked stream, so adding rows in
 * one area does not reshuffle another; the demo cast comes first and does not depend on the seed.
 */
export function generateWorld(options: WorldOptions): World {
  const root = createRandom(options.seed);
  const ctx: SeedContext = {
    random: root,
    today: options.today ?? SEED_TODAY,
    seededOn: options.seededOn ?? options.today ?? SEED_TODAY,
    scale: options.scale ?? 1,
    world: emptyWorld(),
    regions: buildPlaces(),
    people: [],
    usedPins: new Set(),
    usedDocuments: new Set(),
  };
  const area = (label: string): SeedContext => ({ ...ctx, random: root.fork(label) });
  generateDictionaries(ctx);
  generateCatalogue(ctx);
  generateDemoPeople(ctx);
  generatePeople(area('people'));
  generateLegalEntities(area('legal-entities'));
  generateNotaries(area('notaries'));
  generateReviews(area('reviews'));
  generateVehicles(area('vehicles'), new Set());
  generateRealEstate(area('real-estate'));
  generateDebts(area('debts'));
  generateBans(area('bans'));
  generateActs(area('acts'));
  generateProxies(area('proxies'));
  generateInheritanceCases(area('inheritance'));
  generateAccounts(area('accounts'));
  generatePayments(area('payments'));
  generateEqueue(area('equeue'));
  const updatedAt = `${ctx.today}T00:00:00.000Z`;
  for (const name of DICTIONARY_NAMES) ctx.world.dictionary_versions.push({ name, version: 1, updated_at: updatedAt });
  return ctx.world;
}
