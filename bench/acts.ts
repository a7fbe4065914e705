/**
 * Issue 4 figures: "my acts" list p99 with 10 000 seeded acts (a user with many acts and a
 * typical one, plus the notary's queue), and act creation throughput with zero lost writes:
 * for 5 s, 100 connections POST /api/acts; then the new rows in the database are counted
 * against the 200 answers. `bench/run.ts` calls `actsBench()`; true means over budget.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Options as AutocannonOptions } from 'autocannon';
import { createDb } from '../src-server/db/create-db.ts';
import type { Db } from '../src-server/db/database.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { DEMO_CAST } from '../src-server/seed/demo-cast.ts';
import { DEFAULT_SEED } from '../src-server/seed/generate-world.ts';
import { seed } from '../src-server/seed/seed.ts';
import { openSession } from '../src-server/sessions/session-records.ts';
import { DEFAULT_SESSION_POLICY } from '../src-server/sessions/session-policy.ts';
import { seedBenchActs } from './acts-seed.ts';
import { startChildServer } from './child-server.ts';
import { measure, type ThroughputRow } from './http-throughput.ts';

const DIR = '.cache/bench-acts';
const PORT = 8495;
const BENCH_ACTS = 10_000;
/**
 * Our budget for a list page (issue 4 asks for the figure; ARCHITECTURE.md: budgets live in the
 * bench): p99 at most twice that of an authenticated no-op at the same load. Every signed-in 200
 * touches the session and rotates the token (spec §7), two durable commits that dominate on
 * SQLite with synchronous=FULL; the list may add no more than that again.
 */
const LIST_P99_FACTOR = 2;
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);

const CONNECTIONS = 100;

/**
 * One signed-in browser per connection: its own session, whose token every 200 rotates (spec
 * §7). autocannon cannot replay the new token, so each connection keeps presenting its first
 * one, which the server honours for the 30 s grace — longer than a run. One session shared by
 * 100 connections would instead pile thousands of tokens on one session row.
 */
async function clientsOf(db: Db, pin: string): Promise<Pick<AutocannonOptions, 'setupClient'>> {
  const user = await db.selectFrom('users').select('id').where('pin', '=', pin).executeTakeFirstOrThrow();
  const tokens: string[] = [];
  for (let i = 0; i < CONNECTIONS; i += 1) {
    tokens.push(await openSession(db, { userId: user.id, clientMode: 'browser', lifetime: DEFAULT_SESSION_POLICY.browser, audit: { ip: null, userAgent: 'bench' } }, new Date()));
  }
  let next = 0;
  return {
    setupClient: (client) => {
      client.setHeaders({ authorization: `Bearer ${tokens[next % tokens.length] ?? ''}`, 'content-type': 'application/json' });
      next += 1;
    },
  };
}

async function countActs(db: Db, pin?: string): Promise<number> {
  let query = db.selectFrom('notarial_acts').select((eb) => eb.fn.countAll<number>().as('n'));
  if (pin !== undefined) query = query.where('applicant_pin', '=', pin);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function prepareDatabase(file: string): Promise<void> {
  const db = createDb({ kind: 'sqlite', file });
  try {
    await migrateToLatest(db);
    await seed(db, { seed: DEFAULT_SEED, scale: 1 });
    await seedBenchActs(db, { count: BENCH_ACTS, heavyPin: DEMO_CAST.aziz.pin, heavyShare: 0.2 });
  } finally {
    await db.destroy();
  }
}

export async function actsBench(): Promise<boolean> {
  let over = false;
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  const file = join(DIR, 'acts.sqlite');
  await prepareDatabase(file);
  const db = createDb({ kind: 'sqlite', file });
  const server = await startChildServer('src-server/cli/serve.ts', PORT, { DB_FILE: file, WEB_ROOT: 'no-web-root' }, '/api/health');
  try {
    console.log(`\n(e) notarial acts (issue 4): ${await countActs(db)} acts in the database, 100 connections, ${DURATION_S} s each`);
    const heavyActs = Number((await db.selectFrom('act_parties').select((eb) => eb.fn.count<number>('act_id').distinct().as('n')).where('pin', '=', DEMO_CAST.aziz.pin).executeTakeFirstOrThrow()).n);
    const auth = (pin: string) => clientsOf(db, pin);
    const baseline = await measure('GET /api/check_token (signed-in no-op: session touch + token rotation)', `http://127.0.0.1:${PORT}/api/check_token`, await auth(DEMO_CAST.aziz.pin));
    const budget = LIST_P99_FACTOR * baseline.p99Ms;
    console.log(`${baseline.name}: ${baseline.requestsPerSecond.toFixed(0)} req/s, p99 ${baseline.p99Ms.toFixed(1)} ms, errors ${baseline.errors}`);
    const rows: ThroughputRow[] = [
      await measure(`GET /api/acts?tab=progress, user with ${heavyActs} acts`, `http://127.0.0.1:${PORT}/api/acts?tab=progress`, await auth(DEMO_CAST.aziz.pin)),
      await measure('GET /api/acts?tab=awaiting, same user', `http://127.0.0.1:${PORT}/api/acts?tab=awaiting`, await auth(DEMO_CAST.aziz.pin)),
      await measure('GET /api/acts?tab=progress, typical user', `http://127.0.0.1:${PORT}/api/acts?tab=progress`, await auth(DEMO_CAST.malika.pin)),
      await measure('GET /api/notary/acts (notary #1 queue)', `http://127.0.0.1:${PORT}/api/notary/acts`, await auth(DEMO_CAST.gulnora.pin)),
    ];
    for (const row of rows) {
      const ok = row.errors === 0 && row.p99Ms <= budget;
      over ||= !ok;
      console.log(`${row.name}: ${row.requestsPerSecond.toFixed(0)} req/s, p99 ${row.p99Ms.toFixed(1)} ms (budget ${budget.toFixed(0)} = ${LIST_P99_FACTOR} × no-op), errors ${row.errors} ${ok ? 'ok' : 'OVER'}`);
    }

    // Writes: every acknowledged act must be in the database (SQLite WAL, synchronous=FULL).
    const creator = DEMO_CAST.sherzod.pin;
    const before = await countActs(db, creator);
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}/api/acts`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      method: 'POST',
      ...(await clientsOf(db, creator)),
      body: JSON.stringify({ actTypeId: 1, regtype: 1, language: 'oz', clientPhone: '998887766', notaryChoice: 'auto' }),
    });
    const created = (await countActs(db, creator)) - before;
    // Acknowledged but missing: lost. Present but unacknowledged (a client timeout) is no loss.
    const lost = Math.max(0, result['2xx'] - created);
    over ||= lost !== 0 || result.non2xx + result.errors + result.timeouts > 0;
    console.log(`POST /api/acts: ${(result['2xx'] / DURATION_S).toFixed(0)} acts/s acknowledged, p99 ${result.latency.p99.toFixed(1)} ms, ${result.non2xx + result.errors + result.timeouts} failed`);
    console.log(`rows created ${created}, 200 answers ${result['2xx']}: lost writes: ${lost} ${lost === 0 ? 'ok' : 'OVER'}`);
  } finally {
    await server.stop();
    await db.destroy();
  }
  return over;
}
