import type { FastifyReply } from 'fastify';
import type { PrintDocument } from '../../src-domain/acts/documents/print-document.ts';
import { PRINT_CONTENT_TYPE } from '../../src-domain/http/routes/acts-documents.ts';
import { qrSvg } from './qr-svg.ts';
import { renderPrintHtml } from './render-print-html.ts';

/**
 * Answers a document as an HTML page the browser shows inline and the client's download helper
 * saves under `filename` (spec §7 "file name from content-disposition"). It names people: the
 * signed-in answer is marked `no-store` by the token rotation (sessions/rotate-on-success.ts).
 */
export async function sendPrintDocument(reply: FastifyReply, doc: PrintDocument): Promise<string> {
  const svg = doc.qr ? await qrSvg(doc.qr.link) : null;
  reply.type(PRINT_CONTENT_TYPE).header('content-disposition', `inline; filename="${doc.fileName}.html"`);
  return renderPrintHtml(doc, svg);
}
