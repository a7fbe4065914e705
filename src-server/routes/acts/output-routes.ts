import type { FastifyPluginAsync } from 'fastify';
import { actDocumentRoutes } from './documents.ts';
import { actHandoffRoutes } from './handoff.ts';
import type { ActOutputRouteDeps } from './output-route-deps.ts';
import { actInvitationRoutes } from './invitations.ts';
import { actInvoiceRoutes } from './invoices.ts';
import { actOfficePaymentRoutes } from './office-payments.ts';

/** Invitations, invoices and payments, printable documents of an act (9), and its handoff between channels. */
export function actInvitationInvoiceDocumentRoutes(deps: ActOutputRouteDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(actInvitationRoutes(deps));
    await app.register(actInvoiceRoutes(deps));
    await app.register(actOfficePaymentRoutes(deps));
    await app.register(actDocumentRoutes(deps));
    await app.register(actHandoffRoutes(deps));
  };
}
