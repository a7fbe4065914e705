import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT as repo, trackedFiles } from './tracked-files.ts';

/**
 * Where act SQL lives (docs/architecture.md, Data): src-server/acts/ reads and writes an act's
 * own rows; outside it, only the files below name an act table, each for work of its own area
 * about the act. A new file that does fails here, and so does a listed file that no longer does.
 */

const ACT_TABLES = ['notarial_acts', 'act_parties', 'act_subjects', 'act_remarks', 'act_history', 'act_invoices', 'act_handoffs', 'act_registry_counters'];

/** The files outside src-server/acts/ that name an act table, and why. */
const OUTSIDE_ACTS: Readonly<Record<string, string>> = {
  'src-server/payments/merchant-cancel.ts': 'the provider cancels or refunds: the invoice marked so in the merchant call',
  'src-server/payments/merchant-read.ts': 'the invoice a provider call names, and its act',
  'src-server/payments/invoice-account.ts': 'the invoice a provider call names, and whether its act may still be paid',
  'src-server/payments/refund-requests.ts': "the paid invoices an act's end returns",
  'src-server/payments/payment-events.ts': "a payment's line in the act's history",
  'src-server/payments/act-payments.ts': "the act's payments, joined to its invoices",
  'src-server/payments/list-invoices.ts': "the act's invoices with their payments",
  'src-server/payments/settle-payment.ts': 'a payment on any channel marks its invoice paid, in the same transaction',
  'src-server/payments/complete-refund.ts': 'a refund made marks its invoice refunded or unpaid again, in the same transaction',
  'src-server/payments/click/click-merchant.ts': "the invoice number Click's Complete names",
  'src-server/payments/bank-statement/statement-import.ts': "the invoice a bank statement's line names, among the notary's acts",
  'src-server/equeue/booking-acts.ts': "a booking's act and the citizen's open acts it may be linked to (spec §9)",
  'src-server/video/room-seat.ts': "the user's own party row in the act whose room they join",
  'src-server/video/room-connection.ts': 'the act a room frame names',
  'src-server/video/video-rooms.ts': 'the act of a room being closed',
  'src-server/act-seal/act-seal-payload.ts': "the parties' initials a printed act's seal vouches for",
  'src-server/device-tests/device-test-acts.ts': "the technician's test act and its party",
  'src-server/repositories/statistics.ts': 'registered acts, as counts only (spec §2 statistics)',
  'src-server/repositories/catalogue-summary.ts': 'acts per service, as a count only',
};

/** Whether `text` names an act table as a query does: `'act_parties'`, `'notarial_acts as a'`. */
export function namesActTable(text: string): boolean {
  return ACT_TABLES.some((table) => new RegExp(`['"\`]${table}( as \\w+)?['"\`]`).test(text));
}

function productionServerFiles(): string[] {
  return trackedFiles('src-server')
    .filter((file) => file.endsWith('.ts'))
    .filter((file) => !/\.test\.ts$|\.test-support\.ts$|^src-server\/(test-support|seed|db)\//.test(file));
}

describe('act SQL lives in src-server/acts/ (docs/architecture.md, Data)', () => {
  it.each<[string, boolean]>([
    [".selectFrom('act_parties')", true],
    [".selectFrom('notarial_acts as a')", true],
    [".innerJoin('act_invoices as i', 'i.id', 't.invoice_id')", true],
    [".selectFrom('act_signatures')", false],
    [".selectFrom('payment_transactions')", false],
    ['// the act_parties rows', false],
  ])('%s names an act table: %s', (text, names) => {
    expect(namesActTable(text)).toBe(names);
  });

  it('no file outside src-server/acts/ names an act table but those listed', () => {
    const outside = productionServerFiles().filter((file) => !file.startsWith('src-server/acts/'));
    const naming = outside.filter((file) => namesActTable(readFileSync(resolve(repo, file), 'utf8')));
    expect(naming.filter((file) => !(file in OUTSIDE_ACTS))).toEqual([]);
    expect(Object.keys(OUTSIDE_ACTS).filter((file) => !naming.includes(file))).toEqual([]);
  });
});
