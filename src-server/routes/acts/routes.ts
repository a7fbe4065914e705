import type { FastifyPluginAsync } from 'fastify';
import { sweepNoShows } from '../../acts/act-no-show.ts';
import { actAccessFirst } from './access-first.ts';
import type { AppContext } from '../../context/app-context.ts';
import { createActAppContext } from './act-app-context.ts';
import { actBanRoutes } from './bans.ts';
import { actCoreRoutes } from './core.ts';
import { actItemRoutes } from './items.ts';
import { actDocumentRoutes } from './documents.ts';
import { actHandoffRoutes } from './handoff.ts';
import { actInvitationRoutes } from './invitations.ts';
import { actInvoiceRoutes } from './invoices.ts';
import { actOfficePaymentRoutes } from './office-payments.ts';
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
        sweepNoShows(deps.db, deps.refunds, deps.now())
          .catch((error: unknown) => app.log.error({ err: error }, 'no-show sweep failed'))
          .finally(() => (running = false));
      }, deps.noShowSweepMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  };
}

/**
 * Every route of an act, read from the application context: the act itself, its parties,
 * subjects and workflow; its invitations, invoices, payments at the office, printable documents and handoff between
 * channels; its ban list; signing. Each decides the caller's right to the act before reading
 * their input (access-first.ts).
 */
export function actAreaRoutes(app: AppContext): FastifyPluginAsync {
  const ctx = createActAppContext(app);
  return async (scope) => {
    scope.addHook('preHandler', actAccessFirst(ctx.db));
    await scope.register(actRoutes(ctx));
    await scope.register(actInvitationRoutes(ctx));
    await scope.register(actInvoiceRoutes(ctx));
    await scope.register(actOfficePaymentRoutes(ctx));
    await scope.register(actDocumentRoutes(ctx));
    await scope.register(actHandoffRoutes(ctx));
    await scope.register(actBanRoutes(ctx.lookups));
    await scope.register(actSigningRoutes(ctx.signing));
  };
}
