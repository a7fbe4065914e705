import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actInvoiceCheckoutPath, actInvoicesPath, ActInvoicesResponseSchema, type ActInvoicesResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import { actActionsPath, actPartiesPath, actSubjectsPath, type ActDetails } from '../../../src-domain/http/routes/acts.ts';
import { DEMO_CAST } from '../../seed/demo-cast.ts';
import { type ActClient, type ActTestApp, createActTestApp, createDraftAct, ok, partyOf } from '../../test-support/act-test-app.ts';
import { payAtCheckout } from '../../test-support/pay-checkout.ts';

const SUM = 100;
/** 10 % of the seed's base calculation value of 412 000 sum (src-domain/acts/invoices/service-fee.ts). */
const SERVICE_FEE = 4_120_000;

/**
 * Invoices and payments of an act (spec §3 Payment, §4 steps 4 and 7, §9 close-relative
 * discounts), with Aziz, his wife Dilnoza (the civil registry links them) and
 * notary Gulnora.
 */
describe('invoices and payments of an act (spec §4 steps 4–7, §9)', () => {
  let t: ActTestApp;
  let aziz: ActClient;
  let dilnoza: ActClient;
  let gulnora: ActClient;
  let malika: ActClient;
  let cobaltId: number;

  beforeAll(async () => {
    t = await createActTestApp();
    [aziz, dilnoza, gulnora, malika] = [await t.as('aziz'), await t.as('dilnoza'), await t.as('gulnora'), await t.as('malika')];
    cobaltId = (await t.db.selectFrom('vehicles').select('id').where('state_number', '=', '01A777AA').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const act = async (client: ActClient, current: ActDetails, body: Record<string, unknown>): Promise<ActDetails> =>
    ok(await client.post(actActionsPath(current.uuid), { version: current.version, ...body }));

  /** Aziz's act with Dilnoza, sent, checked and confirmed: at step 4, waiting for invoices. */
  async function actAtPaymentFormation(actTypeId: 4 | 101, party: Record<string, unknown>): Promise<ActDetails> {
    let current = await createDraftAct(aziz, { actTypeId, notaryChoice: 'manual', notaryId: 1 });
    current = ok(await aziz.post(actPartiesPath(current.uuid), { ...partyOf('dilnoza'), version: current.version, ...party }));
    current = ok(
      await aziz.post(actSubjectsPath(current.uuid), { kind: 'vehicle', vehicleId: cobaltId, priceTiyin: 150_000_000 * SUM, version: current.version }),
    );
    current = await act(dilnoza, current, { action: 'accept_invitation' });
    current = await act(aziz, current, { action: 'send_to_notary' });
    current = await act(gulnora, current, { action: 'accept_check' });
    current = await act(aziz, current, { action: 'confirm' });
    expect(current.step).toBe(4);
    return current;
  }

  const invoicesOf = async (client: ActClient, current: ActDetails): Promise<ActInvoicesResponse> =>
    v.parse(ActInvoicesResponseSchema, ok(await client.get(actInvoicesPath(current.uuid))));

  describe('a vehicle gift to the spouse: 5 % of the state duty (spec §9)', () => {
    let gift: ActDetails;
    beforeAll(async () => {
      gift = await actAtPaymentFormation(4, { role: 'donee', relationship: 'spouse' });
    });

    it('shows at step 4 what will be issued: the discounted duty and the service fee, billed to the applicant', async () => {
      for (const client of [gulnora, aziz]) {
        const listed = await invoicesOf(client, gift);
        expect(listed).toMatchObject({ invoices: [], totalTiyin: 0, paidTiyin: 0, allPaid: false });
        expect(listed.proposal?.map((line) => [line.purpose, line.amountTiyin, line.discountPercent, line.payerName])).toEqual([
          ['state_duty', 7_500_000, 95, 'Karimov Aziz Alisher o‘g‘li'],
          ['service', SERVICE_FEE, null, 'Karimov Aziz Alisher o‘g‘li'],
        ]);
        expect(listed.proposal?.[0]?.breakdown?.lines).toEqual([
          { kind: 'valuePart', tiyin: 150_000_000 },
          { kind: 'relativeDiscount', tiyin: 142_500_000 },
        ]);
      }
    });

    it('lets only the act’s notary issue them, at the version seen, with well-formed extra lines', async () => {
      expect((await aziz.post(actInvoicesPath(gift.uuid), { version: gift.version })).json()).toMatchObject({ code: 'act_not_allowed' });
      expect((await gulnora.post(actInvoicesPath(gift.uuid), { version: gift.version - 1 })).json()).toMatchObject({ code: 'act_version_conflict' });
      const zero = await gulnora.post(actInvoicesPath(gift.uuid), { version: gift.version, extraLines: [{ purpose: 'other', amountTiyin: 0 }] });
      expect(zero.statusCode).toBe(400);
      expect(zero.json()).toMatchObject({ code: 'validation_failed', details: [{ path: 'extraLines.0.amountTiyin' }] });
      expect(
        (await gulnora.post(actInvoicesPath(gift.uuid), { version: gift.version, extraLines: [{ purpose: 'state_duty', amountTiyin: 5 }] })).statusCode,
      ).toBe(400);
    });

    it('issues the invoices (step 4 → 5) with numbers, the discount and the notary’s extra line, and a history line', async () => {
      gift = ok(await gulnora.post(actInvoicesPath(gift.uuid), { version: gift.version, extraLines: [{ purpose: 'other', amountTiyin: 1_000_000 }] }));
      expect(gift.step).toBe(5);
      expect(gift.invoices.map((invoice) => [invoice.purpose, invoice.amountTiyin, invoice.discountPercent, invoice.state, invoice.payerPartyId])).toEqual([
        ['state_duty', 7_500_000, 95, 'issued', gift.parties[0]?.id],
        ['service', SERVICE_FEE, null, 'issued', gift.parties[0]?.id],
        ['other', 1_000_000, null, 'issued', gift.parties[0]?.id],
      ]);
      for (const invoice of gift.invoices) expect(invoice.number).toBe(`INV-2026-${String(invoice.id).padStart(6, '0')}`);
      expect(gift.history.at(-1)).toMatchObject({ action: 'issue_invoices', actorRole: 'notary', fromStep: 4, toStep: 5 });
      const listed = await invoicesOf(aziz, gift);
      expect(listed).toMatchObject({ totalTiyin: 7_500_000 + SERVICE_FEE + 1_000_000, paidTiyin: 0, allPaid: false, proposal: null });
      expect((await gulnora.post(actInvoicesPath(gift.uuid), { version: gift.version })).json()).toMatchObject({ code: 'act_not_allowed' });
    });

    it('is paid by the applicant at the provider’s checkout, whose calls mark it paid (in advance, at step 5)', async () => {
      const duty = gift.invoices[0];
      if (!duty) throw new Error('no duty invoice');
      expect((await dilnoza.post(actInvoiceCheckoutPath(gift.uuid, duty.id))).json()).toMatchObject({ code: 'act_not_allowed' });
      const paid = await payAtCheckout(t, aziz, gift.uuid, duty.id);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`http://localhost:8080/enotarial_act/${gift.uuid}?tab=payments&payment=${duty.id}`);
      gift = ok(await aziz.get(`/api/acts/${gift.uuid}`));
      expect(gift.invoices[0]).toMatchObject({ state: 'paid', paidAt: expect.any(String) });
      const stored = await t.db.selectFrom('act_invoices').select('payment_transaction_id').where('id', '=', duty.id).executeTakeFirstOrThrow();
      const transaction = await t.db
        .selectFrom('payment_transactions')
        .selectAll()
        .where('id', '=', stored.payment_transaction_id ?? 0)
        .executeTakeFirstOrThrow();
      expect(transaction).toMatchObject({ provider: 'payme', act_id: gift.id, invoice_id: duty.id, amount_tiyin: 7_500_000, state: 2 });
      expect(gift.history.at(-1)).toMatchObject({
        action: 'pay_invoice',
        actorRole: 'system',
        reason: `${duty.number} (payme ${transaction.provider_transaction_id})`,
      });
      const again = await aziz.post(actInvoiceCheckoutPath(gift.uuid, duty.id));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'invoice_already_paid' });
      expect((await aziz.post(actInvoiceCheckoutPath(gift.uuid, 999_999))).statusCode).toBe(404);
    });

    it('keeps "payment made" the applicant’s own step: mark_paid waits for every invoice (spec §4 step 7)', async () => {
      gift = await act(gulnora, gift, { action: 'set_time', visitDate: '25.11.2026', visitTime: '10:30' });
      gift = await act(aziz, gift, { action: 'confirm_time' });
      expect(gift.step).toBe(7);
      expect((await aziz.post(actActionsPath(gift.uuid), { action: 'mark_paid', version: gift.version })).json()).toMatchObject({
        code: 'act_unpaid_invoices',
      });
      for (const index of [1, 2]) expect((await payAtCheckout(t, aziz, gift.uuid, gift.invoices[index]?.id ?? 0)).statusCode).toBe(303);
      gift = ok(await aziz.get(`/api/acts/${gift.uuid}`));
      expect(gift.step).toBe(7);
      expect(await invoicesOf(aziz, gift)).toMatchObject({ allPaid: true, paidTiyin: 7_500_000 + SERVICE_FEE + 1_000_000, refundedTiyin: 0 });
      gift = await act(aziz, gift, { action: 'mark_paid' });
      expect(gift).toMatchObject({ step: 8, state: 'awaiting_registration' });
      const listed = await invoicesOf(aziz, gift);
      expect(listed.payments.map((payment) => [payment.invoiceId, payment.state, payment.refund])).toEqual(
        gift.invoices.map((invoice) => [invoice.id, 'paid', null]),
      );
    });
  });

  describe('a vehicle power of attorney to the spouse who pays: 50 % of the duty (spec §9)', () => {
    let proxy: ActDetails;
    beforeAll(async () => {
      proxy = await actAtPaymentFormation(101, { role: 'attorney', relationship: 'spouse', isPayer: true });
      proxy = ok(await gulnora.post(actInvoicesPath(proxy.uuid), { version: proxy.version }));
    });

    it('bills half of half the BCV to the party flagged as payer', () => {
      const dilnozaRow = proxy.parties.find((party) => party.pin === DEMO_CAST.dilnoza.pin);
      expect(proxy.invoices.map((invoice) => [invoice.purpose, invoice.amountTiyin, invoice.discountPercent, invoice.payerPartyId, invoice.payerName])).toEqual(
        [
          ['state_duty', 10_300_000, 50, dilnozaRow?.id, 'Karimova Dilnoza Rustam qizi'],
          ['service', SERVICE_FEE, null, dilnozaRow?.id, 'Karimova Dilnoza Rustam qizi'],
        ],
      );
    });

    it('lets the party billed pay, and nobody outside the act see the invoices (418)', async () => {
      expect((await payAtCheckout(t, dilnoza, proxy.uuid, proxy.invoices[0]?.id ?? 0)).statusCode).toBe(303);
      proxy = ok(await dilnoza.get(`/api/acts/${proxy.uuid}`));
      expect(proxy.invoices[0]?.state).toBe('paid');
      const transaction = await t.db.selectFrom('payment_transactions').selectAll().where('act_id', '=', proxy.id).executeTakeFirstOrThrow();
      expect(transaction).toMatchObject({ amount_tiyin: 10_300_000, state: 2 });
      const outsider = [
        await malika.get(actInvoicesPath(proxy.uuid)),
        await malika.post(actInvoicesPath(proxy.uuid), { version: proxy.version }),
        await malika.post(actInvoiceCheckoutPath(proxy.uuid, proxy.invoices[1]?.id ?? 0)),
      ];
      for (const response of outsider) {
        expect(response.statusCode).toBe(418);
        expect(response.json()).toMatchObject({ code: 'pin_not_found_in_uuid' });
      }
    });

    it('refuses payment once the act is closed', async () => {
      await t.db.updateTable('notarial_acts').set({ state: 'stopped' }).where('id', '=', proxy.id).execute();
      expect((await aziz.post(actInvoiceCheckoutPath(proxy.uuid, proxy.invoices[1]?.id ?? 0))).json()).toMatchObject({ code: 'invoice_not_payable' });
    });
  });
});
