import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ActInvoicesResponse } from '../../../src-domain/http/routes/acts-invoices.ts';
import type { ActInvoice } from '../../../src-domain/http/routes/acts.ts';
import { actFixture } from '../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { PaymentsTab } from './payments-tab.tsx';

const invoice = (overrides: Partial<ActInvoice> = {}): ActInvoice => ({
  id: 11,
  number: 'INV-2026-000011',
  payerPartyId: 1,
  payerName: 'Karimov Aziz Alisher o‘g‘li',
  purpose: 'state_duty',
  amountTiyin: 7_500_000,
  discountPercent: 95,
  state: 'issued',
  createdAt: '2026-11-22T06:00:00.000Z',
  paidAt: null,
  ...overrides,
});
const act = actFixture({ step: 5, allowedActions: ['annul'] });
const url = `/api/acts/${act.uuid}/invoices`;
const listing = (overrides: Partial<ActInvoicesResponse> = {}): ActInvoicesResponse => ({
  invoices: [invoice()],
  totalTiyin: 7_500_000,
  paidTiyin: 0,
  refundedTiyin: 0,
  payments: [],
  allPaid: false,
  proposal: null,
  bankAccount: {
    recipient: { oz: '1-son davlat notarial idorasi', uz: '1-сон давлат нотариал идораси', ru: 'Государственная нотариальная контора № 1' },
    taxId: '200000001',
    bank: 'Xalq banki',
    mfo: '00873',
    account: '20208000000000000001',
  },
  ...overrides,
});
const PAYMENT = {
  id: 4,
  invoiceId: 11,
  invoiceNumber: 'INV-2026-000011',
  amountTiyin: 7_500_000,
  createdAt: '2026-11-22T06:59:00.000Z',
  paidAt: '2026-11-22T07:00:00.000Z',
  channel: 'payme' as const,
  method: null,
  receiptNumber: null,
  recordedBy: null,
  recordedAt: null,
};
const CHECKOUT = 'http://portal.test/pay-sandbox/bT1lbm90YXJ5';

describe('the payments tab (spec §3 Payment, §4 step 7; decisions 0032, 0033)', () => {
  let restore: () => void = () => undefined;
  afterEach(() => {
    restore();
    vi.restoreAllMocks();
  });

  it('sends a browser to the provider’s checkout for the invoice', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetched = mockFetch(
      on('GET', url, () => json(listing())),
      on('POST', `${url}/11/checkout`, () => json({ checkoutUrl: CHECKOUT, qrSvg: '<svg/>' })),
    );
    restore = fetched.restore;
    await renderAt(<PaymentsTab act={act} kiosk={false} onAct={() => undefined} onRefresh={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'INV-2026-000011 ni Payme orqali to‘lash' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
    expect(fetched.calls.at(-1)?.body).toEqual({ system: 'payme' });
  });

  it('offers Click beside Payme, and tells how to pay at a bank or at the office', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const fetched = mockFetch(
      on('GET', url, () => json(listing())),
      on('POST', `${url}/11/checkout`, () => json({ checkoutUrl: 'http://portal.test/click-sandbox/services/pay?x=1', qrSvg: '<svg/>' })),
    );
    restore = fetched.restore;
    await renderAt(<PaymentsTab act={act} kiosk={false} onAct={() => undefined} onRefresh={() => undefined} />);
    const bank = await screen.findByRole('region', { name: 'Bank orqali to‘lash' });
    expect(within(bank).getByText('20208 00000 00000 00001')).toBeDefined();
    expect(within(bank).getByText('00873')).toBeDefined();
    expect(within(bank).getByText(/To‘lov maqsadiga hisob-faktura raqamini/)).toBeDefined();
    expect(screen.getByText(/Notarial idorada naqd pul yoki karta bilan ham to‘lash mumkin/)).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'INV-2026-000011 ni Click orqali to‘lash' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://portal.test/click-sandbox/services/pay?x=1'));
    expect(fetched.calls.at(-1)?.body).toEqual({ system: 'click' });
  });

  it('lets the act’s notary record a payment at the office with its receipt, refusing a receipt the till would not print', { timeout: 45_000 }, async () => {
    const onRefresh = vi.fn();
    const fetched = mockFetch(
      on('GET', url, () => json(listing())),
      on('POST', `${url}/11/office-payment`, () => json(listing({ invoices: [invoice({ state: 'paid', paidAt: '2026-11-22T07:00:00.000Z' })] }))),
    );
    restore = fetched.restore;
    const notaryAct = actFixture({ step: 7, allowedActions: [], viewer: { ...act.viewer, role: 'notary', partyId: null } });
    await renderAt(<PaymentsTab act={notaryAct} kiosk={false} onAct={() => undefined} onRefresh={onRefresh} />);
    expect(screen.queryByRole('button', { name: /Payme orqali to‘lash$/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'INV-2026-000011 bo‘yicha idoradagi to‘lovni qayd etish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Idorada qilingan to‘lovni qayd etish' }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Karta (to‘lov terminali)' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Chek raqami' }), 'чек 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'To‘lovni qayd etish' }));
    expect(await within(dialog).findByText(/Raqamni chekda yozilganidek kiriting/)).toBeDefined();
    expect(fetched.calls.filter((call) => call.method === 'POST')).toEqual([]);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Chek raqami' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Chek raqami' }), 'T-77');
    await userEvent.click(within(dialog).getByRole('button', { name: 'To‘lovni qayd etish' }));
    await waitFor(() => expect(onRefresh).toHaveBeenCalled());
    expect(fetched.calls.at(-1)?.body).toEqual({ method: 'card', receiptNumber: 'T-77' });
  });

  it('shows a kiosk the checkout as a QR code for a phone, and looks for the payment meanwhile', { timeout: 45_000 }, async () => {
    const onRefresh = vi.fn();
    const fetched = mockFetch(
      on('GET', url, () => json(listing())),
      on('POST', `${url}/11/checkout`, () => json({ checkoutUrl: CHECKOUT, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })),
    );
    restore = fetched.restore;
    await renderAt(<PaymentsTab act={act} kiosk onAct={() => undefined} onRefresh={onRefresh} />);
    await userEvent.click(await screen.findByRole('button', { name: 'INV-2026-000011 ni Payme orqali to‘lash' }));
    const dialog = await screen.findByRole('dialog', { name: 'INV-2026-000011 hisob-fakturasini Payme orqali to‘lash' }, { timeout: 15_000 }); // the dialog is a lazy chunk: slow on a busy machine
    expect(within(dialog).getByRole('img', { name: 'INV-2026-000011 hisob-fakturasini to‘lash havolasining QR kodi' })).toBeDefined();
    await waitFor(() => expect(onRefresh).toHaveBeenCalled(), { timeout: 20_000 });
  });

  it('lists the refunds with their cause, and the total returned', async () => {
    const refunded = listing({
      invoices: [invoice({ state: 'refunded', paidAt: '2026-11-22T07:00:00.000Z' })],
      paidTiyin: 0,
      refundedTiyin: 7_500_000,
      payments: [
        {
          ...PAYMENT,
          state: 'refunded',
          refund: {
            id: 1,
            cause: 'notary_cancelled',
            state: 'done',
            requestedAt: '2026-11-23T05:00:00.000Z',
            doneAt: '2026-11-23T05:00:01.000Z',
            madeBy: 'provider',
            reference: null,
          },
        },
        {
          ...PAYMENT,
          id: 5,
          channel: 'office',
          method: 'cash',
          receiptNumber: 'KA-1',
          recordedBy: 'Saidova Gulnora',
          recordedAt: '2026-11-22T07:00:00.000Z',
          state: 'paid',
          refund: {
            id: 2,
            cause: 'double_payment',
            state: 'requested',
            requestedAt: '2026-11-23T05:00:00.000Z',
            doneAt: null,
            madeBy: 'office',
            reference: null,
          },
        },
      ],
    });
    restore = mockFetch(on('GET', url, () => json(refunded))).restore;
    await renderAt(
      <PaymentsTab act={actFixture({ step: 7, state: 'cancelled', allowedActions: [] })} kiosk={false} onAct={() => undefined} onRefresh={() => undefined} />,
    );
    const payments = await screen.findByRole('region', { name: 'To‘lovlar va qaytarishlar' });
    expect(within(payments).getByRole('cell', { name: 'Pul qaytarilgan' })).toBeDefined();
    expect(within(payments).getByRole('cell', { name: 'Qaytarilgan 23.11.2026 10:00: notarius harakatni bekor qildi' })).toBeDefined();
    expect(within(payments).getByRole('cell', { name: 'Notarial idorada, naqd pul' })).toBeDefined();
    expect(within(payments).getByRole('cell', { name: 'KA-1 (qayd etdi: Saidova Gulnora, 22.11.2026 12:00)' })).toBeDefined();
    expect(within(payments).getByText('Idora qaytarishi kerak (23.11.2026 10:00 dan): hisob-faktura ikkinchi marta to‘landi')).toBeDefined();
    // Only the act's notary records a refund made by hand.
    expect(within(payments).queryByRole('button', { name: /qaytarilganini qayd etish$/ })).toBeNull();
    expect(screen.getByText('Qaytarilgan: 75 000,00 so‘m.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /orqali to‘lash$/ })).toBeNull();
  });

  it('says a free-of-charge act owes nothing, and why', async () => {
    restore = mockFetch(on('GET', url, () => json(listing({ invoices: [], totalTiyin: 0, allPaid: true })))).restore;
    await renderAt(
      <PaymentsTab
        act={actFixture({ step: 7, freeOfCharge: true, freeReason: 'I guruh nogironi', allowedActions: ['mark_paid'] })}
        kiosk={false}
        onAct={() => undefined}
        onRefresh={() => undefined}
      />,
    );
    expect(await screen.findByText(/Bu notarial harakat bepul \(I guruh nogironi\)/)).toBeDefined();
    expect(await screen.findByText(/To‘lanadigan hisob-faktura yo‘q\. Yuqoridagi/)).toBeDefined();
  });
});
