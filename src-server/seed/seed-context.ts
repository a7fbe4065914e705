import type { PersonsTable } from '../db/tables/civil-registry.ts';
import type { Random } from './random.ts';
import type { RegionSeed } from './geography.ts';
import type { World } from './world.ts';

export interface DistrictPlace {
  id: number;
  regionId: number;
  soato: string;
  oz: string;
  ru: string;
  lat: number;
  lng: number;
}

export interface RegionPlace {
  id: number;
  seed: RegionSeed;
  districts: DistrictPlace[];
}

/** What generators share while building one world. */
export interface SeedContext {
  random: Random;
  /** The day the registries are "as of" (ISO date): ages, documents, bans and debts count from it. */
  today: string;
  /**
   * The day the database is seeded (ISO date): the portal's own activity counts from it — acts
   * created, registered and due for a visit, queue bookings — so a demo database seeded on any
   * day shows visits ahead, not days past. Equal to `today` unless the caller gives the day.
   */
  seededOn: string;
  /** 1 is the default world (≈600 persons, 200 notaries); tests use smaller. */
  scale: number;
  world: World;
  regions: RegionPlace[];
  /** Every person written so far, fully populated (the world holds the same objects). */
  people: PersonsTable[];
  usedPins: Set<string>;
  usedDocuments: Set<string>;
}

export function scaled(ctx: SeedContext, count: number, minimum = 1): number {
  return Math.max(minimum, Math.round(count * ctx.scale));
}

export function districtById(ctx: SeedContext, id: number): DistrictPlace {
  for (const region of ctx.regions) {
    const district = region.districts.find((d) => d.id === id);
    if (district) return district;
  }
  throw new RangeError(`no district ${id}`);
}

export function regionById(ctx: SeedContext, id: number): RegionPlace {
  const region = ctx.regions.find((r) => r.id === id);
  if (!region) throw new RangeError(`no region ${id}`);
  return region;
}

/** Coordinates with 6 decimals (≈ 0.1 m): stable text in both databases. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/**
 * The id the next row of `rows` gets. Ids are written explicitly (not left to the database) so
 * rows can point at each other before insertion; seed() then moves PostgreSQL's sequences past.
 */
export function nextId(rows: readonly unknown[]): number {
  return rows.length + 1;
}
