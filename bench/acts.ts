/**
 * Figures (docs/performance.md): "my acts" list p99 with 10 000 seeded acts (a user with many acts and a
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
import { measure } from './http-throughput.ts';

const DIR = '.cache/bench-acts';
const PORT = 8495;
const BENCH_ACTS = 10_000;
/**
 * Our budget for a list page (docs/performance.md; budgets live in the
 * bench): p99 at most 100 ms with 10 clients asking back to back — a busy office, and more than
 * this 2-core machine serves, so requests queue. At 100 connections the p99 (seconds) is the
 * wait of connections opened at the start of the run: per response, the slow ones are each the
 * first request of the last 15–50 connections, answered one by one ~50–200 ms apart, while
 * `ss` shows up to 90 connections in the server's accept queue for seconds and the accepted
 * ones keep the event loop busy; no request on an accepted connection waited over ~500 ms (no
 * server stall, no TCP drops). So it is not judged; it is printed with the throughput.
 */
const LIST_P99_BUDGET_MS = 100;
const LATENCY_CONNECTIONS = 10;
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
    tokens.push(
      await openSession(
        db,
        { userId: user.id, clientMode: 'browser', lifetime: DEFAULT_SESSION_POLICY.browser, audit: { ip: null, userAgent: 'bench' } },
        new Date(),
      ),
    );
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
  // The write throughput measured is the server's, not one person's: no per-user limits here.
  const limits = { ACT_CREATION_LIMIT: '100000000', OPEN_DRAFTS_MAX: '100000000' };
  const server = await startChildServer('src-server/cli/serve.ts', PORT, { DB_FILE: file, WEB_ROOT: 'no-web-root', DEMO: '1', ...limits }, '/api/health');
  try {
    console.log(`\n(e) notarial acts (spec §4): ${await countActs(db)} acts in the database, 100 connections, ${DURATION_S} s each`);
    const heavyActs = Number(
      (
        await db
          .selectFrom('act_parties')
          .select((eb) => eb.fn.count<number>('act_id').distinct().as('n'))
          .where('pin', '=', DEMO_CAST.aziz.pin)
          .executeTakeFirstOrThrow()
      ).n,
    );
    const auth = (pin: string) => clientsOf(db, pin);
    const lists = [
      { name: `GET /api/acts?tab=progress, user with ${heavyActs} acts`, path: '/api/acts?tab=progress', pin: DEMO_CAST.aziz.pin },
      { name: 'GET /api/acts?tab=awaiting, same user', path: '/api/acts?tab=awaiting', pin: DEMO_CAST.aziz.pin },
      { name: 'GET /api/acts?tab=progress, typical user', path: '/api/acts?tab=progress', pin: DEMO_CAST.malika.pin },
      { name: 'GET /api/notary/acts (notary #1 queue)', path: '/api/notary/acts', pin: DEMO_CAST.gulnora.pin },
    ];
    const endpoints = [
      { name: 'GET /api/check_token (signed-in no-op: token rotation and activity, one commit)', path: '/api/check_token', pin: DEMO_CAST.aziz.pin },
      ...lists,
    ];
    console.log(`latency at ${LATENCY_CONNECTIONS} connections (budget for the lists: p99 ≤ ${LIST_P99_BUDGET_MS} ms); throughput at ${CONNECTIONS}`);
    for (const endpoint of endpoints) {
      const url = `http://127.0.0.1:${PORT}${endpoint.path}`;
      const latency = await measure(endpoint.name, url, { ...(await auth(endpoint.pin)), connections: LATENCY_CONNECTIONS });
      const load = await measure(endpoint.name, url, await auth(endpoint.pin));
      const judged = lists.includes(endpoint);
      const ok = latency.errors === 0 && load.errors === 0 && (!judged || latency.p99Ms <= LIST_P99_BUDGET_MS);
      over ||= !ok;
      console.log(
        `${endpoint.name}: p99 ${latency.p99Ms.toFixed(1)} ms at ${LATENCY_CONNECTIONS}; ${load.requestsPerSecond.toFixed(0)} req/s (p99 ${load.p99Ms.toFixed(0)} ms) at ${CONNECTIONS}; errors ${latency.errors + load.errors}${judged ? ` ${ok ? 'ok' : 'OVER'}` : ''}`,
      );
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
    console.log(
      `POST /api/acts: ${(result['2xx'] / DURATION_S).toFixed(0)} acts/s acknowledged, p99 ${result.latency.p99.toFixed(1)} ms, ${result.non2xx + result.errors + result.timeouts} failed`,
    );
    console.log(`rows created ${created}, 200 answers ${result['2xx']}: lost writes: ${lost} ${lost === 0 ? 'ok' : 'OVER'}`);
  } finally {
    await server.stop();
    await db.destroy();
  }
  return over;
}
