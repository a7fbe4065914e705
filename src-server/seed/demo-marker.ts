import type { Db } from '../db/database.ts';
import { readSetting, writeSetting } from '../repositories/settings.ts';
import { DEMO_CAST } from './demo-cast.ts';

/** The settings row the seed writes: the demo world is recognisable in any database it went into. */
export const DEMO_WORLD_SETTING = 'demo_world';

/** Marks the database as holding the demo world of `seed` (written in the seed's transaction). */
export async function markDemoWorld(db: Db, seed: number): Promise<void> {
  await writeSetting(db, DEMO_WORLD_SETTING, String(seed));
}

/**
 * True when the database holds demo data: the seed's marker, or, for a database seeded before
 * the marker existed, any of the fixed demo people (their pins are the README's demo logins).
 */
export async function holdsDemoData(db: Db): Promise<boolean> {
  if ((await readSetting(db, DEMO_WORLD_SETTING)) !== undefined) return true;
  const pins = Object.values(DEMO_CAST).map((person) => person.pin);
  const person = await db.selectFrom('persons').select('pin').where('pin', 'in', pins).limit(1).executeTakeFirst();
  const account = await db.selectFrom('users').select('pin').where('pin', 'in', pins).limit(1).executeTakeFirst();
  return person !== undefined || account !== undefined;
}
