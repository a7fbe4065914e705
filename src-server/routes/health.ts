import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { HEALTH_PATH, type HealthResponse } from '../../src-domain/http/routes/health.ts';
import { databaseAnswers } from '../repositories/health.ts';
import type { RouteDeps } from './route-deps.ts';

/**
 * How long one database probe answers for (docs/decisions/0052-public-reads-and-health-cost.md):
 * a load balancer polls every few seconds, so a probe a second old is as good as a new one, and
 * a burst of polls costs one query.
 */
export const HEALTH_PROBE_REUSE_MS = 1_000;

/** The last probe and when it started; concurrent calls share a pending one. */
function reusedProbe(deps: RouteDeps, now: () => number) {
  let startedAt = Number.NEGATIVE_INFINITY;
  let pending: Promise<boolean> | null = null;
  let known: boolean | null = null;
  return {
    /** The answer of a probe less than a second old, or null when a new one is due. */
    recent(): boolean | null {
      return now() - startedAt < HEALTH_PROBE_REUSE_MS ? known : null;
    },
    probe(): Promise<boolean> {
      if (pending && now() - startedAt < HEALTH_PROBE_REUSE_MS) return pending;
      startedAt = now();
      known = null;
      const run = databaseAnswers(deps.db).then((ok) => {
        if (pending === run) known = ok;
        return ok;
      });
      pending = run;
      return run;
    },
  };
}

/**
 * The answer's JSON, made again only when something in it changed: the clock's millisecond, the
 * database's answer or the build. Polls in the same millisecond (a balancer's burst, a bench)
 * share one text; each answer still says the time of its own call to the millisecond.
 */
function answerText(deps: { version: string; buildId: () => string | null }) {
  let last: { ms: number; dbOk: boolean; build: string | null; text: string } | null = null;
  return (ms: number, dbOk: boolean): string => {
    const build = deps.buildId();
    if (last?.ms === ms && last.dbOk === dbOk && last.build === build) return last.text;
    const body: HealthResponse = {
      status: dbOk ? 'ok' : 'error',
      db: dbOk ? 'ok' : 'error',
      version: deps.version,
      build,
      time: new Date(ms).toISOString(),
    };
    last = { ms, dbOk, build, text: JSON.stringify(body) };
    return last.text;
  };
}

/**
 * `GET /api/health`: 200 when the database answers, 503 otherwise (same body shape). The
 * database's answer is reused for a second; the time is the app's clock at the call.
 */
export function healthRoutes(deps: RouteDeps & { buildId: () => string | null; now: () => number }): FastifyPluginAsync {
  const database = reusedProbe(deps, deps.now);
  const text = answerText(deps);
  const answer = (reply: FastifyReply, dbOk: boolean): FastifyReply =>
    reply
      .code(dbOk ? 200 : 503)
      .header('cache-control', 'no-store')
      // Already JSON: Fastify sends a string with its content type as it is, without serialising again.
      .type('application/json; charset=utf-8')
      .send(text(deps.now(), dbOk));
  return async (app) => {
    // Not an async handler: a reused answer is sent without a promise.
    app.get(HEALTH_PATH, { config: { access: 'public' } }, (_request, reply) => {
      const known = database.recent();
      return known === null ? database.probe().then((dbOk) => answer(reply, dbOk)) : answer(reply, known);
    });
  };
}
