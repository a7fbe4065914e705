import { sql } from 'kysely';
import type { Db } from '../../src-server/db/database.ts';

/**
 * Gives each test a seeded person no other test of the run has taken. The helpers that sign in
 * "a parent with a child nobody consents for yet" or "an owner of a car nobody sells yet" filter
 * out people with acts, so their lists shrink while tests run side by side; picking by position in
 * a shrinking list made two tests take the same person, or one find nobody. Instead each test
 * walks the list from its own `pick` and claims the first person still free, in one statement the
 * database makes atomic for every test process (a primary key in a table of the test database).
 */
export async function claimPerson<T>(db: Db, candidates: readonly T[], pinOf: (candidate: T) => string, pick: number): Promise<T> {
  await sql`create table if not exists e2e_claimed_people (pin text primary key)`.execute(db);
  for (let i = 0; i < candidates.length; i += 1) {
    const candidate = candidates[(pick + i) % candidates.length];
    if (candidate === undefined) break;
    const claimed = await sql`insert or ignore into e2e_claimed_people (pin) values (${pinOf(candidate)})`.execute(db);
    if (Number(claimed.numAffectedRows ?? 0) === 1) return candidate;
  }
  throw new Error(`all ${candidates.length} candidates are taken by other tests: the seed needs more`);
}
