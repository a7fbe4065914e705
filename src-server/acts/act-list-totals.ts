import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { dialectOf } from '../db/dialect.ts';
import { createExpirySweep } from '../db/expiry-sweep.ts';

/**
 * The totals of a citizen's act lists, counted once and kept while none of their acts changed
 * (docs/decisions/0065-act-list-totals-kept-until-a-change.md). Counting is the largest part of
 * a long list's page (all of a person's acts against the page's 20); a change of any act of
 * theirs, or of their part in one, writes a row to `person_act_changes` by trigger (migration
 * 0041), so a kept total is used only while the person's newest row is the one it was counted at.
 */

/** How many totals a process keeps (a few hundred bytes each); the least recently read go first. */
const KEPT_TOTALS = 10_000;
/**
 * Superseded change rows are pruned this often, at most this many at a time (≈ 45 ms on
 * PostgreSQL, 10 on SQLite, for the one list that waits for it): 30 000 a minute, against ≈ 14 000
 * written at the peak of docs/capacity.md (75 act writes a second, ≈ 3 people each).
 */
const PRUNE_INTERVAL_MS = 10_000;
const PRUNE_BATCH = 5_000;

interface Kept {
  marker: number;
  total: number;
}

interface Totals {
  kept: Map<string, Kept>;
  prune: () => Promise<void>;
}

const totalsOf = new WeakMap<Db, Totals>();

function totalsFor(db: Db): Totals {
  let totals = totalsOf.get(db);
  if (!totals) {
    totals = { kept: new Map(), prune: createExpirySweep(PRUNE_INTERVAL_MS, Date.now, () => pruneSupersededActChanges(db)) };
    totalsOf.set(db, totals);
  }
  return totals;
}

/**
 * Deletes up to a batch of change rows that a newer row of the same person supersedes (only the
 * newest is ever read); says how many it deleted.
 */
export async function pruneSupersededActChanges(db: Db): Promise<number> {
  const result = await db
    .deleteFrom('person_act_changes')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('person_act_changes as old')
        .select('old.id')
        .where('old.id', '<', (inner) =>
          inner
            .selectFrom('person_act_changes as newer')
            .select((max) => max.fn.max('newer.id').as('id'))
            .whereRef('newer.pin', '=', 'old.pin'),
        )
        .limit(PRUNE_BATCH),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The id of the person's newest change row (0 before any), or null while a change of theirs may
 * still commit. On PostgreSQL the rows' numbers are taken before their transactions commit, in
 * any order, so a row numbered below the newest one seen could still appear: its writer holds
 * the person's bucket lock shared until it commits, and `person_act_marker` (migration 0041)
 * answers null unless it can take that lock for a moment. On SQLite one writer at a time
 * commits its rows in their order.
 */
async function changeMarker(db: Db, pin: string): Promise<number | null> {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ marker: number | null }>`select person_act_marker(${pin}) as marker`.execute(db);
    return rows[0]?.marker ?? null;
  }
  const row = await db
    .selectFrom('person_act_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('pin', '=', pin)
    .executeTakeFirst();
  return row?.id === null || row?.id === undefined ? 0 : Number(row.id);
}

/** Prunes the change rows now and then; called by each list, which every signed-in citizen reads. */
export function pruneActChanges(db: Db): Promise<void> {
  return totalsFor(db).prune();
}

/**
 * `pin`'s total of the list `key` (its tab and filters): the one counted at their newest change
 * if there is one, else `count()`, kept for the next page or reload.
 */
export async function keptTotal(db: Db, pin: string, key: string, count: () => Promise<number>): Promise<number> {
  const { kept } = totalsFor(db);
  const keyOfPerson = `${pin} ${key}`;
  const marker = await changeMarker(db, pin);
  const found = kept.get(keyOfPerson);
  if (marker !== null && found?.marker === marker) {
    // Read again: to the end of the map's order, the last to be dropped.
    kept.delete(keyOfPerson);
    kept.set(keyOfPerson, found);
    return found.total;
  }
  const total = await count();
  if (marker === null) return total;
  kept.delete(keyOfPerson);
  kept.set(keyOfPerson, { marker, total });
  if (kept.size > KEPT_TOTALS) kept.delete(kept.keys().next().value as string);
  return total;
}
