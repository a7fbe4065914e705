import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { actFixture, subjectFixture } from '../../test/act-fixture.ts';
import { renderInLocale } from '../../test/render-in-locale.tsx';
import { OtherPropertyForm } from './other-property-form.tsx';
import { RealEstateSubjectForm } from './real-estate-subject-form.tsx';
import { cobalt, malikaFlat } from './registry-fixtures.test-support.ts';
import { VehicleSubjectForm } from './vehicle-subject-form.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const sale = actFixture();
const subjects = `/api/acts/${sale.uuid}/subjects`;

describe('VehicleSubjectForm (spec §2 screen 15, §3 Vehicle)', () => {
  it('finds the vehicle by state number, shows its registry data, prices it in words, adds it', async () => {
    const added = actFixture({ subjects: [subjectFixture()] });
    const api = mockFetch(
      on('GET', '/api/registry/vehicles', () => json(cobalt)),
      on('POST', subjects, () => json(added)),
    );
    restore = api.restore;
    const onSaved = vi.fn();
    await renderInLocale(<VehicleSubjectForm act={sale} onSaved={onSaved} onCancel={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Transport vositasini qo‘shish' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Davlat raqami/ }), { target: { value: '01a777aa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Reyestrdan qidirish' }));
    const facts = await within(form).findByRole('region', { name: 'Topilgan transport vositasi' });
    expect(api.calls[0]?.url).toBe('/api/registry/vehicles?stateNumber=01A777AA&techPassportSeries=&techPassportNumber=');
    expect(within(facts).getByRole('heading', { name: 'Chevrolet Cobalt, 01A777AA' })).toBeDefined();
    expect(facts.textContent).toContain('B15D2-123456');
    expect(facts.textContent).toContain('Karimov Aziz Alisher o‘g‘li (siz)');
    expect(facts.textContent).toContain('Taqiq va jarimalar yo‘q.');

    const price = within(form).getByLabelText(/^Narxi, so‘m/);
    await userEvent.type(price, '145000000');
    await userEvent.tab();
    expect((price as HTMLInputElement).value).toBe('145 000 000,00');
    expect(within(form).getByText('So‘z bilan: bir yuz qirq besh million so‘m 00 tiyin')).toBeDefined();
    fireEvent.click(within(form).getByRole('button', { name: 'Transport vositasini qo‘shish' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(added));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'vehicle', vehicleId: 7, priceTiyin: 14_500_000_000, version: 3 });
  });

  it('starts the price from the sale price of the general info', async () => {
    restore = mockFetch().restore;
    await renderInLocale(<VehicleSubjectForm act={actFixture({ extras: { totalSumTiyin: 14_500_000_000 } })} onSaved={vi.fn()} onCancel={vi.fn()} />);
    expect((screen.getByLabelText(/^Narxi, so‘m/) as HTMLInputElement).value).toBe('145 000 000,00');
  });

  it('cannot be added before a vehicle is found; a sale needs its price', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<VehicleSubjectForm act={sale} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Transport vositasini qo‘shish' }));
    expect(await screen.findByText('Avval transport vositasini reyestrdan toping')).toBeDefined();
    expect(screen.getByText('Ushbu maydonni to‘ldirish majburiy')).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it('asks for both halves of the technical passport before searching', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderInLocale(<VehicleSubjectForm act={sale} onSaved={vi.fn()} onCancel={vi.fn()} />, 'ru');
    fireEvent.click(screen.getByRole('radio', { name: 'По техническому паспорту' }));
    fireEvent.change(screen.getByLabelText(/^Серия техпаспорта/), { target: { value: 'AAF' } });
    fireEvent.click(screen.getByRole('button', { name: 'Найти в реестре' }));
    expect(await screen.findByText('Это поле обязательно для заполнения')).toBeDefined();
    expect(api.calls).toEqual([]);
  });

  it('says in the registry’s words that the vehicle is someone else’s', async () => {
    restore = mockFetch(on('GET', '/api/registry/vehicles', () => json({ code: 'registry_not_owner', message: 'Bu mulk sizga tegishli emas' }, 400))).restore;
    await renderInLocale(<VehicleSubjectForm act={sale} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Davlat raqami/ }), { target: { value: '01B345CA' } });
    fireEvent.keyDown(screen.getByRole('textbox', { name: /^Davlat raqami/ }), { key: 'Enter' });
    expect((await within(screen.getByRole('form')).findByRole('alert')).textContent).toContain('Bu mulk sizga tegishli emas');
  });

  it('shows restrictions in force and shared ownership (spec §5)', async () => {
    const banned = {
      ...cobalt,
      owners: [...cobalt.owners, { pin: '32501792661019', fullName: 'Rahimov Bekzod', numerator: 1, denominator: 2, isCaller: false }],
      restrictions: [
        {
          id: 1,
          kind: 'fine' as const,
          state: 'active' as const,
          amountTiyin: 37_500_000,
          reason: 'Tezlikni oshirish',
          issuedBy: 'YHXB',
          documentNumber: 'J-77',
          documentDate: '2026-05-01',
          startDate: '2026-05-01',
          endDate: null,
        },
      ],
    };
    restore = mockFetch(on('GET', '/api/registry/vehicles', () => json(banned))).restore;
    await renderInLocale(<VehicleSubjectForm act={sale} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Davlat raqami/ }), { target: { value: '01A777AA' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reyestrdan qidirish' }));
    expect((await within(screen.getByRole('form')).findByRole('alert')).textContent).toContain('Tezlikni oshirish — YHXB, J-77, 01.05.2026 (375\u00A0000,00)');
    expect(screen.getByText(/umumiy mulk: barcha egalari/)).toBeDefined();
  });

  it('edits the price of a vehicle already in the act', async () => {
    const api = mockFetch(on('PATCH', `${subjects}/11`, () => json(sale)));
    restore = api.restore;
    const onSaved = vi.fn();
    await renderInLocale(<VehicleSubjectForm act={sale} initial={subjectFixture()} onSaved={onSaved} onCancel={vi.fn()} />);
    expect(screen.getByText('Chevrolet Cobalt 01A777AA')).toBeDefined();
    const price = screen.getByLabelText(/^Narxi, so‘m/) as HTMLInputElement;
    expect(price.value).toBe('145 000 000,00');
    fireEvent.change(price, { target: { value: '150000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ priceTiyin: 15_000_000_000, version: 3 });
  });
});

describe('RealEstateSubjectForm (spec §3 Real estate, §5 cadastre)', () => {
  it('finds the object by cadastre number and adds it with its price', async () => {
    const proxy = actFixture({ actTypeId: 105 });
    const api = mockFetch(
      on('GET', '/api/registry/real-estate', () => json(malikaFlat)),
      on('POST', subjects, () => json(proxy)),
    );
    restore = api.restore;
    const onSaved = vi.fn();
    await renderInLocale(<RealEstateSubjectForm act={proxy} onSaved={onSaved} onCancel={vi.fn()} />, 'uz');
    const cadastre = screen.getByLabelText(/^Кадастр рақами/) as HTMLInputElement;
    fireEvent.change(cadastre, { target: { value: '11:14:04:01:01:1630x' } });
    expect(cadastre.value).toBe('11:14:04:01:01:1630');
    fireEvent.click(screen.getByRole('button', { name: 'Реестрдан қидириш' }));
    const facts = await screen.findByRole('region', { name: 'Топилган кўчмас мулк' });
    expect(facts.textContent).toContain('Bunyodkor ko‘chasi, 17-uy');
    expect(facts.textContent).toContain('64,5');
    fireEvent.change(screen.getByLabelText(/^Нархи \(қиймати\)/), { target: { value: '600000000' } });
    expect(screen.getByText('Сўз билан: олти юз миллион сўм 00 тийин')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Кўчмас мулкни қўшиш' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ kind: 'real_estate', realEstateId: 3, priceTiyin: 60_000_000_000, version: 3 });
  });

  it('says the cadastre number is missing, and "not in the register" in the server’s words', async () => {
    restore = mockFetch(
      on('GET', '/api/registry/real-estate', () => json({ code: 'registry_data_missing', message: 'Mulk ma’lumotlari topilmadi' }, 400)),
    ).restore;
    await renderInLocale(<RealEstateSubjectForm act={sale} onSaved={vi.fn()} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reyestrdan qidirish' }));
    expect(await screen.findByText('Ushbu maydonni to‘ldirish majburiy')).toBeDefined();
    fireEvent.change(screen.getByLabelText(/^Kadastr raqami/), { target: { value: '11140401011630' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reyestrdan qidirish' }));
    expect((await within(screen.getByRole('form')).findByRole('alert')).textContent).toContain('Mulk ma’lumotlari topilmadi');
  });
});

describe('OtherPropertyForm (spec §3 "description, sum")', () => {
  it('needs a description, then adds it with its sum', async () => {
    const api = mockFetch(on('POST', subjects, () => json(sale)));
    restore = api.restore;
    const onSaved = vi.fn();
    await renderInLocale(<OtherPropertyForm act={sale} onSaved={onSaved} onCancel={vi.fn()} />, 'ru');
    fireEvent.click(screen.getByRole('button', { name: 'Добавить имущество' }));
    const description = screen.getByLabelText(/^Описание имущества/);
    const error = await screen.findByText('Это поле обязательно для заполнения');
    expect(description.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    fireEvent.change(description, { target: { value: 'Ювелирные изделия' } });
    fireEvent.change(screen.getByLabelText(/^Сумма, сум/), { target: { value: '12500,5' } });
    expect(screen.getByText('Прописью: двенадцать тысяч пятьсот сумов 50 тийинов')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Добавить имущество' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ kind: 'other', description: 'Ювелирные изделия', priceTiyin: 1_250_050, version: 3 });
  });
});
