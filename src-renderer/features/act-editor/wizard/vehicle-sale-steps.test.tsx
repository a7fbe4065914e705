import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actFixture, partyFixture, subjectFixture } from '../../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../../test/fetch-mock.ts';
import { renderInLocale } from '../act-editor.test-support.tsx';
import { cobalt } from '../registry-fixtures.test-support.ts';
import { ActWizard } from './act-wizard.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const uuid = actFixture().uuid;
const saleAct = (more: Parameters<typeof actFixture>[0] = {}) => actFixture({ actTypeId: 1, wizardStep: 1, editable: true, version: 3, subjects: [], ...more });
const malibu = {
  ...cobalt,
  id: 8,
  stateNumber: '01B345CA',
  model: 'Malibu',
  owners: [
    { pin: '32501792661019', fullName: 'Rahimov Sherzod Ravshan o‘g‘li', numerator: 1, denominator: 2, isCaller: true },
    { pin: '3090883266****', fullName: 'Rahimov B. R.', numerator: 1, denominator: 2, isCaller: false },
  ],
};
const ownVehicles = on('GET', '/api/registry/own-vehicles', () => json({ vehicles: [cobalt, malibu] }));
const patches = (api: ReturnType<typeof mockFetch>) => api.calls.filter((call) => call.method === 'PATCH').map((call) => [call.url, call.body]);

describe('the vehicle sale wizard (spec §4 "1 and 4: select vehicle (and sale price for a sale), add buyer"; §5 co-owners)', () => {
  it('lists the seller’s own vehicles from the registry and needs one before "next" (nothing sent)', async () => {
    const api = mockFetch(ownVehicles);
    restore = api.restore;
    await renderInLocale(<ActWizard act={saleAct()} onLeave={vi.fn()} />);
    const steps = screen.getByRole('navigation', { name: 'Ariza qadamlari' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Umumiy ma’lumotlar', 'Transport vositasi', 'Narx va to‘lov', 'Xaridor', 'Birgalikdagi egalar', 'Tekshirish']);
    expect(await screen.findByRole('checkbox', { name: 'Chevrolet Malibu, 01B345CA' }, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByText('Umumiy mulk')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText('Ro‘yxatdan transport vositangizni tanlang')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('ticking a vehicle adds it to the act as a subject without a price (the next step states it)', async () => {
    const api = mockFetch(
      ownVehicles,
      on('POST', `/api/acts/${uuid}/subjects`, () => json(saleAct({ subjects: [subjectFixture({ priceTiyin: null })] }))),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={saleAct()} onLeave={vi.fn()} />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Chevrolet Cobalt, 01A777AA' }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'vehicle', vehicleId: 7, priceTiyin: null, version: 3 }),
    );
  });

  it('the price step saves the price and payment terms on the vehicle, then moves on with the version that answer gave', async () => {
    const priced = saleAct({ wizardStep: 2, version: 4, subjects: [subjectFixture({ priceTiyin: 14_500_000_000 })] });
    const api = mockFetch(
      on('PATCH', `/api/acts/${uuid}/subjects/11`, () => json(priced)),
      on('PATCH', `/api/acts/${uuid}`, () => json({ ...priced, wizardStep: 3, version: 5 })),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={saleAct({ wizardStep: 2, subjects: [subjectFixture({ priceTiyin: null })] })} onLeave={vi.fn()} />);
    const price = await screen.findByRole('textbox', { name: /^Sotish narxi, so‘m/ }, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText('Ushbu maydonni to‘ldirish majburiy')).toBeDefined();
    expect(patches(api)).toEqual([]);

    await userEvent.type(price, '145000000');
    expect(screen.getByText('So‘z bilan: bir yuz qirq besh million so‘m 00 tiyin')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^To‘lov usuli/), { target: { value: 'credit' } });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Kredit summasi/ }), '100000000');
    await userEvent.type(screen.getByRole('textbox', { name: /^Kredit beruvchi tashkilot/ }), 'Xalq banki');
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() =>
      expect(patches(api)).toEqual([
        [
          `/api/acts/${uuid}/subjects/11`,
          { priceTiyin: 14_500_000_000, common: { paymentMethod: 'credit', creditSumTiyin: 10_000_000_000, creditOrganisation: 'Xalq banki' }, version: 3 },
        ],
        [`/api/acts/${uuid}`, { wizardStep: 3, version: 4 }],
      ]),
    );
  });

  it('the co-owners step adds the registry’s co-owners as sellers with one button (spec §5)', async () => {
    const withBuyer = saleAct({
      wizardStep: 4,
      subjects: [subjectFixture({ vehicleId: 8, stateNumber: '01B345CA' })],
      parties: [partyFixture({ id: 1, role: 'seller', isApplicant: true }), partyFixture({ id: 2, role: 'buyer', fullName: 'Karimov Aziz Alisher o‘g‘li' })],
    });
    const api = mockFetch(
      ownVehicles,
      on('POST', `/api/acts/${uuid}/co-owners`, () =>
        json({ ...withBuyer, parties: [...withBuyer.parties, partyFixture({ id: 3, role: 'seller', fullName: 'Rahimov Bekzod Ravshan o‘g‘li' })] }),
      ),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={withBuyer} onLeave={vi.fn()} />);
    expect(await screen.findByText('Rahimov B. R. — 1/2', {}, { timeout: 10_000 })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Egalarni reyestrdan qo‘shish' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 3 }));
  });
});
