import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actInvoicesPath, type ActInvoicesResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { ActDetails } from '../../../src-domain/http/routes/acts.ts';
import {
  BANK_STATEMENTS_PATH,
  bankStatementEntryResolvePath,
  type StatementImport,
  type StatementOverview,
} from '../../../src-domain/http/routes/notary-bank-statements.ts';
import { giftWithInvoices, toPaymentStep } from '../../test-support/act-at-payment.ts';
import { type ActTestApp, createActTestApp, ok } from '../../test-support/act-test-app.ts';
import { camt053Statement, type FixtureEntry } from '../../test-support/camt053-fixture.ts';
import { otherNotarySession } from '../../test-support/other-notary.ts';

const ACCOUNT = '20208000000000000001';
const sum = (tiyin: number) => `${tiyin / 100}.00`;

/**
 * Payments at a bank (spec §4 step 7; docs/decisions/0054-ways-to-pay.md): the notary imports the
 * office's camt.053 statement; entries are matched to their invoices by reference and amount,
 * once, and whatever does not match is listed for the notary.
 */
describe('importing a bank statement', () => {
  let t: ActTestApp;
  let gift: ActDetails;

  beforeAll(async () => {
    t = await createActTestApp({ payments: { refundSweepMs: 0 } });
    gift = await toPaymentStep(t, await giftWithInvoices(t));
  });
  afterAll(() => t.close());

  const duty = () => gift.invoices[0]!;
  const service = () => gift.invoices[1]!;
  const upload = async (entries: readonly FixtureEntry[], fileName = 'vypiska.xml') =>
    (await t.as('gulnora')).post(BANK_STATEMENTS_PATH, { fileName, content: camt053Statement({ account: ACCOUNT, entries }) });
  const invoices = async () => ok<ActInvoicesResponse>(await (await t.as('aziz')).get(actInvoicesPath(gift.uuid)));

  const first: FixtureEntry[] = [
    { ref: 'B-1', amount: '', purpose: '' },
    { ref: 'B-2', amount: '', purpose: '' },
    { ref: 'B-3', amount: '5000.00', purpose: 'notarius xizmati uchun' },
    { ref: 'B-4', amount: '5000.00', purpose: 'INV-2026-999999' },
    { ref: 'B-5', amount: '1200.00', direction: 'DBIT', purpose: 'Bank xizmati haqi' },
    { ref: 'B-6', amount: '5000.00', status: 'PDNG', purpose: 'INV-2026-000001' },
  ];
  const firstFile = () => {
    const [one, two, ...rest] = first;
    return [
      { ...one!, amount: sum(duty().amountTiyin), purpose: `${duty().number} davlat boji`, counterparty: 'Karimov Aziz' },
      { ...two!, amount: sum(service().amountTiyin - 100), purpose: `to‘lov ${service().number}` },
      ...rest,
    ];
  };

  it('is for notaries only; a citizen is refused by role before anything is read', async () => {
    const response = await (await t.as('aziz')).post(BANK_STATEMENTS_PATH, { fileName: 'x.xml', content: '<Document/>' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
  });

  it('refuses a file that is not a camt.053 statement, a document type first of all, in the caller’s language', async () => {
    const gulnora = await t.as('gulnora');
    for (const content of [
      '<!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><Document>&x;</Document>',
      'Дата;Сумма;Назначение',
      '<Document><Other/></Document>',
    ]) {
      const response = await gulnora.post(BANK_STATEMENTS_PATH, { fileName: 'x.xml', content }, 'uz');
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('bank_statement_unreadable');
      expect(response.json().message).toMatch(/^Файл ISO 20022 camt\.053/);
    }
    expect(await t.db.selectFrom('bank_statements').select('id').execute()).toEqual([]);
  });

  it('pays an invoice named in the purpose for its whole amount, and lists every other entry for the notary', async () => {
    const result = ok<StatementImport>(await upload(firstFile()));
    expect(result.statement).toMatchObject({ fileName: 'vypiska.xml', account: ACCOUNT, entryCount: 6, recordedCount: 1, mismatchCount: 4 });
    expect(result.entries.map((entry) => [entry.outcome, entry.invoiceNumber, entry.repeated])).toEqual([
      ['record_payment', duty().number, false],
      ['amount_differs', null, false],
      ['no_reference', null, false],
      ['unknown_invoice', null, false],
      ['ignore', null, false],
      ['not_booked', null, false],
    ]);
    expect(result.entries[0]).toMatchObject({ actUuid: gift.uuid, counterparty: 'Karimov Aziz', refundOwed: false });
    const listed = await invoices();
    expect(listed.invoices.map((invoice) => invoice.state)).toEqual(['paid', 'issued']);
    expect(listed.payments).toEqual([
      expect.objectContaining({
        channel: 'bank',
        method: 'transfer',
        receiptNumber: 'B-1',
        recordedBy: expect.stringMatching(/^Saidova Gulnora/),
        state: 'paid',
      }),
    ]);
  });

  it('records nothing twice when the same file, or an overlapping one, is imported again', async () => {
    const again = ok<StatementImport>(await upload(firstFile(), 'vypiska (1).xml'));
    expect(again.statement).toMatchObject({ entryCount: 6, recordedCount: 0, mismatchCount: 0 });
    expect(again.entries.every((entry) => entry.repeated)).toBe(true);
    expect(again.entries[0]?.outcome).toBe('record_payment');
    expect((await invoices()).payments).toHaveLength(1);
    const overview = ok<StatementOverview>(await (await t.as('gulnora')).get(BANK_STATEMENTS_PATH));
    expect(overview.imports.map((item) => item.fileName)).toEqual(['vypiska (1).xml', 'vypiska.xml']);
    expect(overview.mismatches.map((entry) => entry.outcome)).toEqual(['not_booked', 'unknown_invoice', 'no_reference', 'amount_differs']);
  });

  it('shows another notary nothing of these invoices: the same entry is unknown to them, and their import records nothing', async () => {
    const { token } = await otherNotarySession(t);
    const entry = { ref: 'B-9', amount: sum(service().amountTiyin), purpose: service().number };
    const response = await t.app.inject({
      method: 'POST',
      url: BANK_STATEMENTS_PATH,
      headers: { authorization: `Bearer ${token}` },
      payload: { fileName: 'other.xml', content: camt053Statement({ account: '20208000000000000099', entries: [entry] }) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<StatementImport>().entries).toEqual([expect.objectContaining({ outcome: 'unknown_invoice', invoiceNumber: null, actUuid: null })]);
    expect((await invoices()).invoices[1]?.state).toBe('issued');
    const mine = ok<StatementOverview>(await (await t.as('gulnora')).get(BANK_STATEMENTS_PATH));
    expect(mine.imports.map((item) => item.fileName)).not.toContain('other.xml');
    const resolveTheirs = await (await t.as('gulnora')).post(bankStatementEntryResolvePath(response.json<StatementImport>().entries[0]?.id ?? 0));
    expect(resolveTheirs.statusCode).toBe(404);
  });

  it('takes a second payment of a paid invoice and owes it back; a transfer out naming the invoice completes that refund', async () => {
    const paidAgain = ok<StatementImport>(await upload([{ ref: 'B-7', amount: sum(duty().amountTiyin), purpose: duty().number }]));
    expect(paidAgain.entries).toEqual([expect.objectContaining({ outcome: 'record_payment', refundOwed: true })]);
    let listed = await invoices();
    expect(listed.payments[1]).toMatchObject({ channel: 'bank', state: 'paid', refund: { cause: 'double_payment', state: 'requested', madeBy: 'office' } });
    expect(await t.app.paymentRefunds.processPending()).toBe(0);
    const returned = ok<StatementImport>(
      await upload([{ ref: 'B-8', amount: sum(duty().amountTiyin), direction: 'DBIT', purpose: `${duty().number} qaytarish` }]),
    );
    expect(returned.entries).toEqual([expect.objectContaining({ outcome: 'record_refund', invoiceNumber: duty().number })]);
    listed = await invoices();
    expect(listed.payments[1]).toMatchObject({ state: 'refunded', refund: { state: 'done', reference: 'B-8' } });
    expect(listed.invoices[0]?.state).toBe('paid');
    const stray = ok<StatementImport>(await upload([{ ref: 'B-10', amount: '1.00', direction: 'DBIT', purpose: duty().number }]));
    expect(stray.entries[0]?.outcome).toBe('no_refund_owed');
  });

  it('lets the notary mark a mismatch dealt with: it leaves the open list', async () => {
    const gulnora = await t.as('gulnora');
    const before = ok<StatementOverview>(await gulnora.get(BANK_STATEMENTS_PATH));
    const target = before.mismatches.find((entry) => entry.outcome === 'amount_differs');
    const after = ok<StatementOverview>(await gulnora.post(bankStatementEntryResolvePath(target?.id ?? 0)));
    expect(after.mismatches.map((entry) => entry.id)).not.toContain(target?.id);
    expect(after.mismatches).toHaveLength(before.mismatches.length - 1);
    const recorded =
      before.mismatches.length === 0
        ? 0
        : await t.db.selectFrom('bank_statement_entries').select('id').where('outcome', '=', 'record_payment').executeTakeFirstOrThrow();
    const notMismatch = await gulnora.post(bankStatementEntryResolvePath(typeof recorded === 'number' ? recorded : recorded.id));
    expect(notMismatch.statusCode).toBe(404);
  });
});
