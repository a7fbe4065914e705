import type { FastifyRequest } from 'fastify';
import type { ActBlockingCheck } from '../../acts/act-blocking.ts';
import { defaultActBlocking } from '../../acts/act-blocking-default.ts';
import type { ActRequestContext, ActServices } from '../../acts/act-context.ts';
import type { Db } from '../../db/database.ts';
import type { RefundRunner } from '../../payments/refund-runner.ts';
import { requestLocale } from '../../http/request-locale.ts';
import type { RateLimitSetting } from '../../plugins/per-user-rate-limit.ts';
import { createSqlRegistries, type Registries } from '../../registries/registries.ts';

/** How much one user may create: acts and parties per window, and drafts open at once. */
export interface ActCreationLimits {
  actCreation: RateLimitSetting;
  partyAddition: RateLimitSetting;
  /** Acts of one applicant still in preparation (step 1) at once. */
  maxOpenDrafts: number;
}

/**
 * A person prepares a few acts a day with a few parties each; the limits stop a script from
 * filling the database or probing the civil registry through party additions
 * (docs/security.md "Act creation").
 */
export const DEFAULT_ACT_CREATION_LIMITS: ActCreationLimits = {
  actCreation: { max: 10, timeWindowMs: 10 * 60_000 },
  partyAddition: { max: 30, timeWindowMs: 10 * 60_000 },
  maxOpenDrafts: 20,
};

/** The act routes' dependencies: the act services, how often the no-show sweep runs (0: never), the creation limits. */
export interface ActRouteDeps extends ActServices {
  noShowSweepMs: number;
  limits: ActCreationLimits;
  /** The act's video room, told when an action takes the act out of it (registered, in person, a new time…). */
  rooms?: ActRoomEvents;
}

export interface ActRoomEvents {
  closeRoom(actId: number, reason: 'registered' | 'closed'): Promise<void>;
}

export const DEFAULT_NO_SHOW_SWEEP_MS = 60_000;

export function actContext(deps: ActServices, request: FastifyRequest): ActRequestContext {
  return {
    db: deps.db,
    registries: deps.registries,
    registriesIn: deps.registriesIn,
    now: deps.now,
    blocking: deps.blocking,
    refunds: deps.refunds,
    locale: requestLocale(request),
  };
}

export interface ActRouteOptions {
  db: Db;
  /** The app's registries when given (external systems); otherwise the SQL ones, per transaction. */
  registries?: Registries;
  now: () => Date;
  blocking?: ActBlockingCheck;
  noShowSweepMs?: number;
  limits?: Partial<ActCreationLimits>;
  refunds: RefundRunner;
  rooms?: ActRoomEvents;
}

/** The core act routes' dependencies from the app's options (part of the act context, act-app-context.ts). */
export function createActRouteDeps(options: ActRouteOptions): ActRouteDeps {
  return {
    db: options.db,
    registries: options.registries ?? createSqlRegistries(options.db, options.now),
    registriesIn: (db) => options.registries ?? createSqlRegistries(db, options.now),
    now: options.now,
    blocking: options.blocking ?? defaultActBlocking(options.registries, options.now),
    noShowSweepMs: options.noShowSweepMs ?? DEFAULT_NO_SHOW_SWEEP_MS,
    limits: { ...DEFAULT_ACT_CREATION_LIMITS, ...options.limits },
    refunds: options.refunds,
    rooms: options.rooms,
  };
}
