import type { FastifyRequest } from 'fastify';
import type { ActRequestContext, ActServices } from '../../acts/act-context.ts';
import type { ActCreationLimits } from '../../acts/act-limits.ts';
import { requestLocale } from '../../http/request-locale.ts';

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
    videoEvidence: deps.videoEvidence,
    locale: requestLocale(request),
  };
}
