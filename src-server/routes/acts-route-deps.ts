import type { FastifyRequest } from 'fastify';
import type { ActBlockingCheck } from '../acts/act-blocking.ts';
import { defaultActBlocking } from '../acts/act-blocking-default.ts';
import type { ActRequestContext, ActServices } from '../acts/act-context.ts';
import type { Db } from '../db/database.ts';
import { requestLocale } from '../http/request-locale.ts';
import { createSqlRegistries, type Registries } from '../registries/registries.ts';

/** The act routes' dependencies: the act services plus how often the no-show sweep runs (0: never). */
export interface ActRouteDeps extends ActServices {
  noShowSweepMs: number;
}

export const DEFAULT_NO_SHOW_SWEEP_MS = 60_000;

export function actContext(deps: ActServices, request: FastifyRequest): ActRequestContext {
  return { db: deps.db, registries: deps.registries, now: deps.now, blocking: deps.blocking, locale: requestLocale(request) };
}

export interface ActRouteOptions {
  db: Db;
  /** The app's registries when given (external systems); otherwise the SQL ones, per transaction. */
  registries?: Registries;
  now: () => Date;
  blocking?: ActBlockingCheck;
  noShowSweepMs?: number;
}

/** The act routes' dependencies from the app's options (app.ts registers `actRoutes(createActRouteDeps(…))`). */
export function createActRouteDeps(options: ActRouteOptions): ActRouteDeps {
  return {
    db: options.db,
    registries: options.registries ?? createSqlRegistries(options.db, options.now),
    now: options.now,
    blocking: options.blocking ?? defaultActBlocking(options.registries, options.now),
    noShowSweepMs: options.noShowSweepMs ?? DEFAULT_NO_SHOW_SWEEP_MS,
  };
}
