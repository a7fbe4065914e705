import autocannon from 'autocannon';
import { sql } from 'kysely';
import { ACTS_PATH } from '../../src-domain/http/routes/acts.ts';
import { HEALTH_PATH } from '../../src-domain/http/routes/health.ts';
import type { Db } from '../../src-server/db/database.ts';
import { browserSessions } from '../../bench/signed-in-browsers.ts';
import { startBrowserLoad } from './browser-load.ts';
import { waitFor } from './run-command.ts';
import type { ServerProcesses, StopReport } from './server-processes.ts';

const NEW_ACT = JSON.stringify({ actTypeId: 1, regtype: 1, language: 'oz', clientPhone: '998887766', notaryChoice: 'auto' });

export interface RollReport {
  /** Every request autocannon and the browsers sent, and what came back by kind. */
  requests: number;
  byKind: Record<string, Record<string, number>>;
  /** Connection errors and time-outs (requests that got no answer at all). */
  errors: number;
  timeouts: number;
  /** Answers that were neither 2xx nor a rate-limit refusal (429). */
  failed: number;
  rateLimited: number;
  /** POST /api/acts answered 200 against the rows that appeared: a 200 without its row is a lost write. */
  actsAcknowledged: number;
  actsStored: number;
  lostWrites: number;
  stops: StopReport[];
  /** How long each process took from its stop to being ready again. */
  restartMs: number[];
  durationMs: number;
}

/** What autocannon sends: anonymous, so an answer counted against the wrong request changes nothing. */
const ANONYMOUS = 'GET /api/health and GET / (page), autocannon';

/**
 * A rolling restart under load (docs/deployment.md "Roll an update"): while autocannon sends the
 * health probe and the home page through nginx and browsers (browser-load.ts) a person's act
 * list and act creations, each browser with its own session whose token rotates on every answer,
 * each server process in turn gets SIGTERM, exits, starts again and is waited for until ready,
 * then the next. Counted afterwards: requests without an answer, answers that failed, and act
 * creations acknowledged against the rows in the database.
 *
 * The signed-in calls are not autocannon's: once nginx closes a connection after
 * `keepalive_requests` answers, autocannon writes its next request onto it and from then on
 * hands each answer to the request before it, so a token chain breaks and an act list's 200
 * counts as an act acknowledged (decision 0064).
 */
export async function rollUnderLoad(options: {
  origin: string;
  db: Db;
  servers: ServerProcesses;
  /** The person whose sessions the load uses and whose acts it creates. */
  pin: string;
  connections: number;
  log: (line: string) => void;
}): Promise<RollReport> {
  const { db } = options;
  const tokens = await browserSessions(db, options.pin, options.connections);
  const countActs = async () =>
    Number(
      (
        await db
          .selectFrom('notarial_acts')
          .select(sql<number>`count(*)`.as('n'))
          .where('applicant_pin', '=', options.pin)
          .executeTakeFirstOrThrow()
      ).n,
    );
  const actsBefore = await countActs();

  const anonymousAnswers: Record<string, number> = {};
  const countAnonymous = (status: number) => (anonymousAnswers[String(status)] = (anonymousAnswers[String(status)] ?? 0) + 1);
  const started = Date.now();
  const anonymous = autocannon({
    url: options.origin,
    // Half the connections: its requests are the cheapest, and without a pause between them
    // autocannon takes as much of the 2 cores as it is given, which the restarting processes need.
    connections: Math.max(1, Math.floor(options.connections / 2)),
    duration: 900,
    timeout: 20,
    requests: [
      { method: 'GET', path: HEALTH_PATH, onResponse: countAnonymous },
      { method: 'GET', path: '/', onResponse: countAnonymous },
    ],
  });
  const load = startBrowserLoad({
    origin: options.origin,
    tokens,
    timeoutMs: 20_000,
    requests: [
      { kind: 'GET /api/acts (my acts)', method: 'GET', path: `${ACTS_PATH}?tab=progress`, signedIn: true },
      { kind: 'POST /api/acts (new act)', method: 'POST', path: ACTS_PATH, body: NEW_ACT, signedIn: true },
    ],
  });

  const stops: StopReport[] = [];
  const restartMs: number[] = [];
  try {
    // Load under way on every process before the first stop, so requests are in flight when it comes.
    await waitFor(
      'the load answered through nginx by every process',
      async () => (await Promise.all(options.servers.ports.map((port) => options.servers.served(port)))).every((served) => served > 0) && load.answered() >= 50,
      120_000,
    );
    for (const port of options.servers.ports) {
      const from = Date.now();
      const stop = await options.servers.stop(port);
      stops.push(stop);
      options.log(`process ${port} stopped in ${stop.stopMs} ms (exit ${stop.exitCode ?? stop.signal})`);
      await options.servers.start(port);
      restartMs.push(Date.now() - from);
      options.log(`process ${port} ready again ${Date.now() - from} ms after its stop`);
      // nginx skips a process that refused a connection for 5 s (deploy/nginx/enotary.conf): the
      // next one stops only once nginx sends this one requests again.
      await waitFor(`nginx sending requests to the restarted process on ${port}`, async () => (await options.servers.served(port)) > 0, 120_000);
      options.log(`process ${port} answers nginx again ${Date.now() - from} ms after its stop`);
    }
  } catch (error) {
    await load.stop();
    throw error;
  } finally {
    anonymous.stop();
  }
  const result = await load.stop();
  const cannon = await anonymous;
  const byKind: Record<string, Record<string, number>> = { [ANONYMOUS]: anonymousAnswers, ...result.byKind };
  const actsStored = (await countActs()) - actsBefore;
  const posts = byKind['POST /api/acts (new act)'] ?? {};
  const actsAcknowledged = posts['200'] ?? 0;
  let failed = 0;
  let rateLimited = 0;
  for (const statuses of Object.values(byKind)) {
    for (const [status, n] of Object.entries(statuses)) {
      if (status === '429') rateLimited += n;
      else if (!status.startsWith('2')) failed += n;
    }
  }
  return {
    requests: cannon.requests.total + result.requests,
    byKind,
    errors: cannon.errors + result.errors,
    timeouts: cannon.timeouts + result.timeouts,
    failed,
    rateLimited,
    actsAcknowledged,
    actsStored,
    lostWrites: Math.max(0, actsAcknowledged - actsStored),
    stops,
    restartMs,
    durationMs: Date.now() - started,
  };
}
