import type { FastifyPluginAsync } from 'fastify';
import { sweepNoShows } from '../../acts/act-no-show.ts';
import { actAccessFirst } from './access-first.ts';
import type { ActAppContext } from './act-app-context.ts';
import { actBanRoutes } from './bans.ts';
import { actCoreRoutes } from './core.ts';
import { actItemRoutes } from './items.ts';
import { actInvitationInvoiceDocumentRoutes } from './output-routes.ts';
import type { ActRouteDeps } from './route-deps.ts';
import { actSigningRoutes } from './signing.ts';
import { actWorkflowRoutes } from './workflow.ts';

/**
 * Every core act route, and the periodic no-show sweep (spec §4 "a no-show … makes the act
 * Inactive"): an act is also recorded the moment anyone opens it, the sweep catches the rest
 * so lists and the notary's queue show the truth without anyone opening each act.
 */
export function actRoutes(deps: ActRouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(actCoreRoutes(deps));
    await app.register(actItemRoutes(deps));
    await app.register(actWorkflowRoutes(deps));
    if (deps.noShowSweepMs <= 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        if (running) return;
        running = true;
        sweepNoShows(deps.db, deps.now())
          .catch((error: unknown) => app.log.error({ err: error }, 'no-show sweep failed'))
          .finally(() => (running = false));
      }, deps.noShowSweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
}

/**
 * Every route under `/api/acts` from the one act context app.ts builds: the act itself, its
 * parties, subjects and workflow; invitations, invoices and documents; its ban list; signing.
 * Each decides the caller's right to the act before reading their input (access-first.ts).
 */
export function actAreaRoutes(ctx: ActAppContext): FastifyPluginAsync {
  return async (app) => {
    app.addHook('preHandler', actAccessFirst(ctx.db));
    await app.register(actRoutes(ctx));
    await app.register(actInvitationInvoiceDocumentRoutes(ctx));
    await app.register(actBanRoutes(ctx.lookups));
    await app.register(actSigningRoutes(ctx.signing));
  };
}
