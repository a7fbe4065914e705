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
  ...overrides,
});
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
    await userEvent.click(await screen.findByRole('button', { name: 'INV-2026-000011 ni to‘lash' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(CHECKOUT));
  });

  it('shows a kiosk the checkout as a QR code for a phone, and looks for the payment meanwhile', { timeout: 45_000 }, async () => {
    const onRefresh = vi.fn();
    const fetched = mockFetch(
      on('GET', url, () => json(listing())),
      on('POST', `${url}/11/checkout`, () => json({ checkoutUrl: CHECKOUT, qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' })),
    );
    restore = fetched.restore;
    await renderAt(<PaymentsTab act={act} kiosk onAct={() => undefined} onRefresh={onRefresh} />);
    await userEvent.click(await screen.findByRole('button', { name: 'INV-2026-000011 ni to‘lash' }));
    const dialog = await screen.findByRole('dialog', { name: 'INV-2026-000011 hisob-fakturasini to‘lash' }, { timeout: 15_000 }); // the dialog is a lazy chunk: slow on a busy machine
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
          id: 4,
          invoiceId: 11,
          invoiceNumber: 'INV-2026-000011',
          amountTiyin: 7_500_000,
          state: 'refunded',
          createdAt: '2026-11-22T06:59:00.000Z',
          paidAt: '2026-11-22T07:00:00.000Z',
          refund: { cause: 'notary_cancelled', state: 'done', requestedAt: '2026-11-23T05:00:00.000Z', doneAt: '2026-11-23T05:00:01.000Z' },
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
    expect(screen.getByText('Qaytarilgan: 75 000,00 so‘m.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /ni to‘lash$/ })).toBeNull();
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
