import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { actFixture, partyFixture, subjectFixture } from '../../../test/act-fixture.ts';
import { json, mockFetch, on } from '../../../test/fetch-mock.ts';
import { renderInLocale } from '../../../test/render-in-locale.tsx';
import { cobalt } from '../registry-fixtures.test-support.ts';
import { ActWizard } from './act-wizard.tsx';
import { preloadWizardSteps } from '../../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

let restore = () => undefined as void;
afterEach(() => restore());

const uuid = actFixture().uuid;
const wizardAct =
  (actTypeId: 1 | 4) =>
  (more: Parameters<typeof actFixture>[0] = {}) =>
    actFixture({ actTypeId, wizardStep: 1, editable: true, version: 3, subjects: [], ...more });
const saleAct = wizardAct(1);
const giftAct = wizardAct(4);
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
const stepNames = () =>
  within(screen.getByRole('navigation', { name: 'Ariza qadamlari' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the vehicle sale wizard (spec §4 "1 and 4: select vehicle (and sale price for a sale), add buyer"; §5 co-owners)', () => {
  it('lists the seller’s own vehicles from the registry and needs one before "next" (nothing sent)', async () => {
    const api = mockFetch(ownVehicles);
    restore = api.restore;
    await renderInLocale(<ActWizard act={saleAct()} onLeave={vi.fn()} />);
    expect(stepNames()).toEqual(['Umumiy ma’lumotlar', 'Transport vositasi', 'Narx va to‘lov', 'Xaridor', 'Birgalikdagi egalar', 'Tekshirish']);
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

  it('the price step keeps a payment by card set on the act page, its shares too, saying so (spec §3 common subject fields)', async () => {
    const data = {
      'common.paymentMethod': 'bank_card',
      'common.cardLast4': '1111',
      'common.cardExpiry': '12/30',
      'common.shareNumerator': 1,
      'common.shareDenominator': 2,
    };
    const byCard = saleAct({ wizardStep: 2, subjects: [subjectFixture({ priceTiyin: 14_500_000_000, data })] });
    const api = mockFetch(
      on('PATCH', `/api/acts/${uuid}/subjects/11`, () => json({ ...byCard, version: 4 })),
      on('PATCH', `/api/acts/${uuid}`, () => json({ ...byCard, wizardStep: 3, version: 5 })),
    );
    restore = api.restore;
    await renderInLocale(<ActWizard act={byCard} onLeave={vi.fn()} />);
    expect(
      await screen.findByText('Bank kartasi bilan to‘lanadi: •••• •••• •••• 1111. Boshqa usulni tanlasangiz, u almashtiriladi.', {}, { timeout: 10_000 }),
    ).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() =>
      expect(patches(api)[0]).toEqual([
        `/api/acts/${uuid}/subjects/11`,
        { priceTiyin: 14_500_000_000, common: { shareNumerator: 1, shareDenominator: 2, paymentMethod: 'bank_card' }, version: 3 },
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

describe('the vehicle gift wizard (spec §4 "1 and 4: select vehicle …, add buyer or donee"; §5 co-owners as givers)', () => {
  it('the sale’s steps with a value instead of a price, and the giver’s own vehicles from the registry', async () => {
    restore = mockFetch(ownVehicles).restore;
    await renderInLocale(<ActWizard act={giftAct()} onLeave={vi.fn()} />);
    expect(stepNames()).toEqual(['Umumiy ma’lumotlar', 'Transport vositasi', 'Qiymati', 'Hadya oluvchi', 'Birgalikdagi egalar', 'Tekshirish']);
    expect(await screen.findByRole('heading', { name: 'Hadya qilinadigan transport vositasi' }, { timeout: 10_000 })).toBeDefined();
    expect(await screen.findByRole('checkbox', { name: 'Chevrolet Malibu, 01B345CA' })).toBeDefined();
  });

  it('the donee step needs a donee before "next" (nothing sent)', async () => {
    const api = mockFetch();
    restore = api.restore;
    const withCar = giftAct({ wizardStep: 3, subjects: [subjectFixture()], parties: [partyFixture({ id: 1, role: 'donor', isApplicant: true })] });
    await renderInLocale(<ActWizard act={withCar} onLeave={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Keyingi' }, { timeout: 10_000 }));
    expect(await screen.findByText('Hadya oluvchini qo‘shing')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('the co-owners step says co-owners give with the giver (spec §5) and lists those added as givers, the button gone when all are in', async () => {
    const api = mockFetch(ownVehicles);
    restore = api.restore;
    const withCoGiver = giftAct({
      wizardStep: 4,
      subjects: [subjectFixture({ vehicleId: 8, stateNumber: '01B345CA' })],
      parties: [
        partyFixture({ id: 1, role: 'donor', isApplicant: true }),
        partyFixture({ id: 2, role: 'donee', isApplicant: false, fullName: 'Karimov Aziz Alisher o‘g‘li' }),
        partyFixture({ id: 3, role: 'donor', isApplicant: false, fullName: 'Rahimov Bekzod Ravshan o‘g‘li' }),
      ],
    });
    await renderInLocale(<ActWizard act={withCoGiver} onLeave={vi.fn()} />);
    const added = await screen.findByRole('list', { name: 'Hadya qiluvchi sifatida qo‘shilgan egalar' }, { timeout: 10_000 });
    expect(screen.getByText(/barcha egalar hadya qiluvchi sifatida qo‘shiladi/)).toBeDefined();
    expect(within(added).getByText('Rahimov Bekzod Ravshan o‘g‘li')).toBeDefined();
    expect(within(added).queryByText('Karimov Aziz Alisher o‘g‘li')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Egalarni reyestrdan qo‘shish' })).toBeNull();
  });

  it('the value step asks the value alone, no payment terms (§9 duty on the value)', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<ActWizard act={giftAct({ wizardStep: 2, subjects: [subjectFixture({ priceTiyin: null })] })} onLeave={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: /^Qiymati, so‘m/ }, { timeout: 10_000 })).toBeDefined();
    expect(screen.queryByLabelText(/^To‘lov usuli/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText('Ushbu maydonni to‘ldirish majburiy')).toBeDefined();
    expect(patches(api)).toEqual([]);
  });

  it('the review names the givers and the donee and shows the value without payment terms', async () => {
    const api = mockFetch();
    restore = api.restore;
    const ready = giftAct({
      wizardStep: 5,
      subjects: [subjectFixture({ priceTiyin: 14_500_000_000 })],
      parties: [
        partyFixture({ id: 1, role: 'donor', isApplicant: true, fullName: 'Rahimov Sherzod Ravshan o‘g‘li' }),
        partyFixture({ id: 2, role: 'donee', isApplicant: false, fullName: 'Karimov Aziz Alisher o‘g‘li' }),
      ],
    });
    await renderInLocale(<ActWizard act={ready} onLeave={vi.fn()} />);
    expect(await screen.findByText('Hadya qiluvchilar', {}, { timeout: 10_000 })).toBeDefined();
    expect(screen.getByText('Rahimov Sherzod Ravshan o‘g‘li')).toBeDefined();
    expect(screen.getByText('Karimov Aziz Alisher o‘g‘li')).toBeDefined();
    const facts = screen.getByRole('form', { name: 'Shartnomani tekshiring' });
    expect(within(facts).getByText('Qiymati')).toBeDefined();
    expect(within(facts).getByText(/^145 000 000/)).toBeDefined();
    expect(screen.queryByText('Sotish narxi')).toBeNull();
    expect(screen.queryByText('To‘lov usuli')).toBeNull();
  });
});
