import type { FastifyPluginAsync } from 'fastify';
import { ACT_INVOICE_PRINT_PATH, ACT_PRINT_FORM_PATH, ACT_REFUSAL_PATH } from '../../../src-domain/http/routes/acts-documents.ts';
import { ActInvoiceParamsSchema } from '../../../src-domain/http/routes/acts-invoices.ts';
import { ActUuidParamsSchema } from '../../../src-domain/http/routes/acts.ts';
import { actInvoiceDocument, actPrintFormDocument, actRefusalDocument } from '../../documents/act-documents.ts';
import { sendPrintDocument } from '../../print/send-print-document.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { ActOutputRouteDeps } from './output-route-deps.ts';
import { signedIn } from '../request-user.ts';

/** The act's printable documents as HTML pages with a print stylesheet. */
export function actDocumentRoutes(deps: ActOutputRouteDeps): FastifyPluginAsync {
  return async (app) => {
    app.get(ACT_PRINT_FORM_PATH, { config: { access: 'user' } }, async (request, reply) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return sendPrintDocument(reply, await actPrintFormDocument(deps, signedIn(request).user, uuid, deps.publicOrigin));
    });

    app.get(ACT_INVOICE_PRINT_PATH, { config: { access: 'user' } }, async (request, reply) => {
      const { uuid, invoiceId } = parseInput(ActInvoiceParamsSchema, request.params, 'params');
      return sendPrintDocument(reply, await actInvoiceDocument(deps, signedIn(request).user, uuid, invoiceId));
    });

    app.get(ACT_REFUSAL_PATH, { config: { access: 'user' } }, async (request, reply) => {
      const { uuid } = parseInput(ActUuidParamsSchema, request.params, 'params');
      return sendPrintDocument(reply, await actRefusalDocument(deps, signedIn(request).user, uuid));
    });
  };
}
