/**
 * Printable documents of an act (spec §2 screen 13 "print form", §3 Payment
 * "invoice (printable)", §4 "the refusal decision can be downloaded"). Each answers an HTML page
 * with an embedded print stylesheet, in the act's language, as
 * `content-type: text/html; charset=utf-8` and `content-disposition: inline; filename="…"`
 * (the client's download helper reads the file name, spec §7). Access as for the act (418
 * `uuid_not_found` / `pin_not_found_in_uuid`; on a download the client shows "access to file
 * download is denied", spec §8). A registered act's form carries a QR code of the public check
 * link (`/search_notarial_act?regnum=…&code=…`).
 */
export const ACT_PRINT_FORM_PATH = '/api/acts/:uuid/print-form';
export const ACT_INVOICE_PRINT_PATH = '/api/acts/:uuid/invoices/:invoiceId/print';
/** Only for a refused act; any other state answers 409 `refusal_not_available`. */
export const ACT_REFUSAL_PATH = '/api/acts/:uuid/refusal';

export const actPrintFormPath = (uuid: string): string => `/api/acts/${encodeURIComponent(uuid)}/print-form`;
export const actInvoicePrintPath = (uuid: string, invoiceId: number): string => `/api/acts/${encodeURIComponent(uuid)}/invoices/${invoiceId}/print`;
export const actRefusalPath = (uuid: string): string => `/api/acts/${encodeURIComponent(uuid)}/refusal`;

export const PRINT_CONTENT_TYPE = 'text/html; charset=utf-8';
