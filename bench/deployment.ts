/**
 * (k) SQLite beside PostgreSQL, in the same run (docs/capacity.md, docs/deployment.md): the same
 * seeded world with 10 000 acts on each — a server process of the bench (`api-server.ts`) per
 * database, PostgreSQL a cluster of its own with the deployment's settings
 * (deploy/postgresql/enotary.conf, memory scaled down) — and for each:
 *
 * - the HTTP mix at 100 connections: every connection a signed-in browser cycling through the
 *   health probe, the public reads and its own act list and session check, its token rotating as
 *   a browser's does;
 * - the signed-in lists at 10 clients (p99 budget 100 ms);
 * - act creations per second at 100 connections, each acknowledged act counted in the database;
 * - the server process's own CPU per request (utime + stime from /proc over a fixed number of
 *   requests), straight to the process and behind nginx (deploy/nginx/enotary.conf: TLS from the
 *   client, kept-alive HTTP/1.1 to the process), with nginx's own CPU per request beside it;
 * - then 90 000 more acts (none of the heavy user's) and the lists at 10 clients again;
 * - first of all, what a signed-in answer's session commit costs with and without waiting for the
 *   disk (commit-cost.ts, docs/decisions/0061-session-writes-without-flush.md).
 *
 * PostgreSQL and nginx run as root's children (as the topology test: tests/topology/); without
 * root, or without Debian's postgresql and nginx, the section says so and measures nothing.
 * Ports: BENCH_DEPLOY_PORT_BASE (8600) + 90…95.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { sql } from 'kysely';
import { ACTS_PATH, NOTARY_ACTS_PATH } from '../src-domain/http/routes/acts.ts';
import { AUTH_ROUTES } from '../src-domain/auth/auth-routes.ts';
import { HEALTH_PATH } from '../src-domain/http/routes/health.ts';
import { pruneSupersededActChanges } from '../src-server/acts/act-list-totals.ts';
import { createDb } from '../src-server/db/create-db.ts';
import { dialectOf } from '../src-server/db/dialect.ts';
import type { Db } from '../src-server/db/database.ts';
import { migrateToLatest } from '../src-server/db/migrate.ts';
import { syncIdSequences } from '../src-server/db/sync-id-sequences.ts';
import { DEMO_CAST } from '../src-server/seed/demo-cast.ts';
import { DEFAULT_SEED } from '../src-server/seed/generate-world.ts';
import { seed } from '../src-server/seed/seed.ts';
import { selfSignedCertificate } from '../tests/topology/certificate.ts';
import { startNginx } from '../tests/topology/nginx.ts';
import { postgresBin, startPostgresCluster } from '../tests/topology/postgres-cluster.ts';
import { seedBenchActs } from './acts-seed.ts';
import { sessionCommitCost } from './commit-cost.ts';
import { type RunningServer, startChildServer } from './child-server.ts';
import { loadNote, table } from './rounds.ts';
import { signedInBrowsers } from './signed-in-browsers.ts';

const BASE = Number(process.env.BENCH_DEPLOY_PORT_BASE ?? 8600);
const PORTS = { sqlite: BASE + 90, postgres: BASE + 91, cluster: BASE + 92, nginxTls: BASE + 93, nginxPlain: BASE + 94 };
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = 100;
const LATENCY_CONNECTIONS = 10;
const LIST_P99_BUDGET_MS = 100;
/** Seconds per CPU figure: thousands of requests, so the kernel's 10 ms CPU ticks stay well under 1 %. */
const CPU_SECONDS = Number(process.env.BENCH_CPU_SECONDS ?? 10);
const NEW_ACT = JSON.stringify({ actTypeId: 1, regtype: 1, language: 'oz', clientPhone: '998887766', notaryChoice: 'auto' });

interface Target {
  name: 'SQLite' | 'PostgreSQL';
  db: Db;
  server: RunningServer;
}

/** Signed-in browsers of `pin`, one session per connection and a few more (signed-in-browsers.ts). */
const browsers = (db: Db, pin: string, connections: number) => signedInBrowsers(db, pin, connections * 2);

interface Measured {
  rps: number;
  p99: number;
  failed: number;
  total: number;
}

/**
 * autocannon writes its next request onto a connection the server has just closed and then counts
 * each answer against the request before it (docs/decisions/0064-rolling-restart-load.md): behind nginx, whose
 * `keepalive_requests` closes a connection after 1 000 answers, a run's figures hold only while
 * each connection stays under that (here 100 connections for a few seconds: far under).
 */
async function run(url: string, connections: number, requests: Request[], options: { duration?: number; amount?: number } = {}): Promise<Measured> {
  const result = await autocannon({
    url,
    connections,
    requests,
    ...(options.amount ? { amount: options.amount } : { duration: options.duration ?? DURATION_S }),
    timeout: 30,
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx, total: result.requests.total };
}

/** utime + stime of a process and its threads, in µs (/proc/<pid>/stat, clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** nginx's worker processes (their CPU is nginx's work; the master only supervises). */
function nginxWorkers(dir: string): number[] {
  const master = Number(readFileSync(join(dir, 'nginx.pid'), 'utf8').trim());
  const children = readFileSync(`/proc/${master}/task/${master}/children`, 'utf8').trim();
  return children === '' ? [] : children.split(/\s+/).map(Number);
}

async function countActs(db: Db, pin: string): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('notarial_acts')
        .select(sql<number>`count(*)`.as('n'))
        .where('applicant_pin', '=', pin)
        .executeTakeFirstOrThrow()
    ).n,
  );
}

async function prepare(db: Db): Promise<void> {
  await migrateToLatest(db);
  await seed(db, { seed: DEFAULT_SEED, scale: 1 });
  await seedBenchActs(db, { count: 10_000, heavyPin: DEMO_CAST.aziz.pin, heavyShare: 0.2 });
  // The bench's acts are written with their ids: PostgreSQL's sequences must move past them.
  await syncIdSequences(db);
}

/**
 * The databases as a running deployment has them after a bulk load: the acts' change rows pruned
 * (src-server/acts/act-list-totals.ts: the server prunes a batch every few seconds, minutes of
 * work after the 90 000 acts); PostgreSQL's tables vacuumed and analysed and its dirty pages
 * written by a checkpoint, which autovacuum and the checkpointer would otherwise do during the
 * measurements that follow.
 */
async function settle(dbs: readonly Db[], postgresAdmin: Db): Promise<void> {
  for (const db of dbs) {
    while ((await pruneSupersededActChanges(db)) > 0);
    if (dialectOf(db) === 'postgres') await sql`vacuum analyze`.execute(db);
  }
  await sql`checkpoint`.execute(postgresAdmin);
}

const LISTS = [
  { name: 'my acts, heavy user (progress)', path: `${ACTS_PATH}?tab=progress`, pin: DEMO_CAST.aziz.pin },
  { name: 'my acts, heavy user (awaiting)', path: `${ACTS_PATH}?tab=awaiting`, pin: DEMO_CAST.aziz.pin },
  { name: 'my acts, typical user', path: `${ACTS_PATH}?tab=progress`, pin: DEMO_CAST.malika.pin },
  { name: "notary #1's queue", path: NOTARY_ACTS_PATH, pin: DEMO_CAST.gulnora.pin },
];

export async function deploymentBench(): Promise<boolean> {
  if (process.getuid?.() !== 0) {
    console.log('\n(k) SQLite beside PostgreSQL, behind nginx: not measured — needs root (PostgreSQL as the postgres user, nginx workers as www-data)');
    return false;
  }
  const dir = mkdtempSync(join(tmpdir(), 'enotary-bench-deploy-'));
  // PostgreSQL runs as postgres and nginx's workers as www-data: both must pass through.
  chmodSync(dir, 0o755);
  const cacheDir = '.cache/bench-deploy';
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  console.log(`\n(k) SQLite beside PostgreSQL in the same run, directly and behind nginx; ${loadNote()}`);
  const stops: (() => Promise<void>)[] = [];
  // The bench may end this process while the section runs (its time limit): PostgreSQL and nginx
  // are not its child servers, so they are stopped here, synchronously, as the process exits.
  const leftOver = () => {
    for (const pidFile of [join(dir, 'nginx', 'SQLite', 'nginx.pid'), join(dir, 'nginx', 'PostgreSQL', 'nginx.pid')]) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8').trim()), 'SIGTERM');
      } catch {
        // not started, or already stopped
      }
    }
    try {
      execFileSync('runuser', ['-u', 'postgres', '--', `${postgresBin()}/pg_ctl`, '-D', join(dir, 'postgres', 'data'), '-m', 'immediate', 'stop'], {
        stdio: 'ignore',
      });
    } catch {
      // not started, or already stopped
    }
  };
  process.once('exit', leftOver);
  stops.push(async () => void process.removeListener('exit', leftOver));
  let over = false;
  try {
    mkdirSync(join(dir, 'postgres'));
    const cluster = await startPostgresCluster(join(dir, 'postgres'), PORTS.cluster);
    stops.push(() => cluster.stop());
    const sqliteFile = resolve(cacheDir, 'deploy.sqlite');
    const dbs = { SQLite: createDb({ kind: 'sqlite', file: sqliteFile }), PostgreSQL: createDb({ kind: 'postgres', url: cluster.url, poolSize: 4 }) };
    stops.push(async () => {
      await dbs.SQLite.destroy();
      await dbs.PostgreSQL.destroy();
    });
    // A superuser's connection, for the checkpoint after each load.
    const admin = createDb({ kind: 'postgres', url: cluster.adminUrl, poolSize: 1 });
    stops.push(() => admin.destroy());
    const seeded = Date.now();
    await Promise.all([prepare(dbs.SQLite), prepare(dbs.PostgreSQL)]);
    await settle([dbs.SQLite, dbs.PostgreSQL], admin);
    console.log(`seeded the demo world and 10 000 acts into each in ${((Date.now() - seeded) / 1000).toFixed(0)} s`);
    const commits = { SQLite: await sessionCommitCost(dbs.SQLite), PostgreSQL: await sessionCommitCost(dbs.PostgreSQL) };
    const env = { WEB_ROOT: 'dist-web', TRUST_PROXY: '1' };
    const targets: Target[] = [
      { name: 'SQLite', db: dbs.SQLite, server: await startChildServer('bench/api-server.ts', PORTS.sqlite, { ...env, DB_FILE: sqliteFile }, HEALTH_PATH) },
      {
        name: 'PostgreSQL',
        db: dbs.PostgreSQL,
        server: await startChildServer('bench/api-server.ts', PORTS.postgres, { ...env, DATABASE_URL: cluster.url, DB_POOL_SIZE: '10' }, HEALTH_PATH),
      },
    ];
    for (const target of targets) stops.push(() => target.server.stop());

    // ---- the HTTP mix, the lists, act creations ---------------------------------------------------
    const results = new Map<string, Record<Target['name'], string>>();
    const put = (row: string, target: Target, value: string) =>
      results.set(row, { ...(results.get(row) ?? { SQLite: '', PostgreSQL: '' }), [target.name]: value });
    for (const target of targets) {
      const { flushedMs, unflushedMs } = commits[target.name];
      put("a signed-in 200's session commit: waiting for the disk → not (median ms)", target, `${flushedMs.toFixed(2)} → ${unflushedMs.toFixed(2)}`);
    }
    for (const target of targets) {
      const url = target.server.url;
      const typical = await browsers(target.db, DEMO_CAST.malika.pin, CONNECTIONS);
      const mix = [
        { method: 'GET', path: HEALTH_PATH },
        { method: 'GET', path: '/api/notaries?sort=rating&page=1&pageSize=20', headers: { 'accept-encoding': 'gzip' } },
        typical({ method: 'GET', path: `${ACTS_PATH}?tab=progress` }),
        { method: 'GET', path: '/api/catalogue?page=1&pageSize=20', headers: { 'accept-encoding': 'gzip' } },
        typical({ method: 'GET', path: AUTH_ROUTES.checkToken }),
        { method: 'GET', path: '/api/statistics?from=01.01.2026&to=31.12.2026', headers: { 'accept-encoding': 'gzip' } },
      ];
      await run(url, 10, mix, { duration: 1 });
      const m = await run(url, CONNECTIONS, mix);
      over ||= m.failed > 0;
      put('HTTP mix at 100 connections: req/s (p99 ms), failed', target, `${m.rps.toFixed(0)} (${m.p99.toFixed(0)}), ${m.failed}`);
      for (const list of LISTS) {
        const latency = await run(url, LATENCY_CONNECTIONS, [(await browsers(target.db, list.pin, LATENCY_CONNECTIONS))({ method: 'GET', path: list.path })]);
        const ok = latency.failed === 0 && latency.p99 <= LIST_P99_BUDGET_MS;
        over ||= !ok;
        put(`${list.name}, 10 000 acts: p99 at 10 (req/s)`, target, `${latency.p99.toFixed(0)} ms (${latency.rps.toFixed(0)})${ok ? '' : ' OVER'}`);
      }
      const creator = DEMO_CAST.sherzod.pin;
      const before = await countActs(target.db, creator);
      let acknowledged = 0;
      const creating = (await browsers(target.db, creator, CONNECTIONS))({ method: 'POST', path: ACTS_PATH, body: NEW_ACT });
      const created = await run(url, CONNECTIONS, [
        {
          ...creating,
          onResponse: (status, body, context, headers) => {
            if (status === 200) acknowledged += 1;
            creating.onResponse?.(status, body, context, headers);
          },
        },
      ]);
      const stored = (await countActs(target.db, creator)) - before;
      const lost = Math.max(0, acknowledged - stored);
      over ||= lost > 0 || created.failed > 0;
      put(
        'POST /api/acts at 100 connections: acts/s (p99 ms), lost writes',
        target,
        `${(acknowledged / DURATION_S).toFixed(0)} (${created.p99.toFixed(0)}), ${lost}`,
      );
    }

    // ---- CPU per request, straight and behind nginx -----------------------------------------------
    mkdirSync(join(dir, 'nginx'));
    const certificate = selfSignedCertificate(dir);
    for (const target of targets) {
      const nginxDir = join(dir, 'nginx', target.name);
      mkdirSync(nginxDir);
      const nginx = await startNginx({
        dir: nginxDir,
        tlsPort: PORTS.nginxTls,
        plainPort: PORTS.nginxPlain,
        upstreamPorts: [Number(new URL(target.server.url).port)],
        webRoot: resolve('dist-web'),
        ...certificate,
      });
      try {
        const typical = await browsers(target.db, DEMO_CAST.malika.pin, 10);
        for (const [label, request] of [
          ['GET /api/health', { method: 'GET', path: HEALTH_PATH }],
          ['GET /api/acts (typical user)', typical({ method: 'GET', path: `${ACTS_PATH}?tab=progress` })],
        ] as const) {
          for (const [how, url] of [
            ['direct', target.server.url],
            ['behind nginx', nginx.origin],
          ] as const) {
            await run(url, 10, [request], { duration: 1 });
            const workers = how === 'behind nginx' ? nginxWorkers(nginxDir) : [];
            const [server0, nginx0] = [cpuMicros(target.server.pid), workers.reduce((sum, pid) => sum + cpuMicros(pid), 0)];
            const measured = await run(url, 10, [request], { duration: CPU_SECONDS });
            const serverUs = (cpuMicros(target.server.pid) - server0) / measured.total;
            const nginxUs = (workers.reduce((sum, pid) => sum + cpuMicros(pid), 0) - nginx0) / measured.total;
            over ||= measured.failed > 0;
            put(
              `${label}: server CPU µs per request, ${how}${how === 'behind nginx' ? ' (+ nginx)' : ''}`,
              target,
              `${serverUs.toFixed(0)}${how === 'behind nginx' ? ` (+ ${nginxUs.toFixed(0)})` : ''}${measured.failed ? ` ${measured.failed} failed` : ''}`,
            );
          }
        }
      } finally {
        await nginx.stop();
      }
    }

    // ---- 100 000 acts --------------------------------------------------------------------------
    const grown = Date.now();
    await Promise.all(
      targets.map(async (target) => {
        await seedBenchActs(target.db, { count: 90_000, heavyPin: DEMO_CAST.aziz.pin, heavyShare: 0, seed: 4_000_005 });
        await syncIdSequences(target.db);
      }),
    );
    await settle([dbs.SQLite, dbs.PostgreSQL], admin);
    console.log(`90 000 more acts (none of the heavy user's) in ${((Date.now() - grown) / 1000).toFixed(0)} s`);
    for (const target of targets) {
      for (const list of LISTS) {
        const latency = await run(target.server.url, LATENCY_CONNECTIONS, [
          (await browsers(target.db, list.pin, LATENCY_CONNECTIONS))({ method: 'GET', path: list.path }),
        ]);
        const ok = latency.failed === 0 && latency.p99 <= LIST_P99_BUDGET_MS;
        over ||= !ok;
        put(`${list.name}, 100 000 acts: p99 at 10 (req/s)`, target, `${latency.p99.toFixed(0)} ms (${latency.rps.toFixed(0)})${ok ? '' : ' OVER'}`);
      }
    }
    const heavy = Number(
      (
        await dbs.SQLite.selectFrom('act_parties')
          .select(sql<number>`count(distinct act_id)`.as('n'))
          .where('pin', '=', DEMO_CAST.aziz.pin)
          .executeTakeFirstOrThrow()
      ).n,
    );
    table([['', 'SQLite', 'PostgreSQL'], ...[...results].map(([row, values]) => [row, values.SQLite, values.PostgreSQL])]);
    console.log(`the heavy user takes part in ${heavy} acts; lists judged at p99 ≤ ${LIST_P99_BUDGET_MS} ms at 10 clients; ${loadNote()}`);
  } finally {
    for (const stop of stops.reverse()) await stop().catch((error: unknown) => console.log(`stopping: ${String(error)}`));
    rmSync(dir, { recursive: true, force: true });
  }
  return over;
}
