import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { json, mockFetch, on, type Route } from '../../test/fetch-mock.ts';
import { actFixture, partyFixture } from '../../test/act-fixture.ts';
import { renderInLocale } from '../../test/render-in-locale.tsx';
import { PartyForm } from './party-form.tsx';
import { documentTypes, malikaInRegistry } from './registry-fixtures.test-support.ts';

let restore = () => undefined as void;
afterEach(() => restore());

const act = actFixture();
const MISMATCH = { code: 'registry_person_not_found', message: 'Ko‘rsatilgan JShShIR va hujjat bo‘yicha shaxs fuqarolik holati reestrida topilmadi' };
const documentTypesRoute = on('GET', '/api/dictionaries/document_types', () => json(documentTypes));
// The consular row's country select reads its dictionary too: answered, so no test logs a 404.
const countriesRoute = on('GET', '/api/dictionaries/countries', () =>
  json({
    name: 'countries',
    version: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    items: [{ id: 7, alpha2: 'RU', name: { oz: 'Rossiya', uz: 'Россия', ru: 'Россия' } }],
  }),
);
const dictionary: Route = (call) => documentTypesRoute(call) ?? countriesRoute(call);

async function renderParty(locale: Locale = 'oz', props: Partial<Parameters<typeof PartyForm>[0]> = {}) {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  await renderInLocale(<PartyForm act={act} onSaved={onSaved} onCancel={onCancel} {...props} />, locale);
  const form = screen.getByRole('form');
  // The document types come from the dictionary: wait for them (a new party's form only).
  if (!props.initial) await within(form).findByRole('option', { name: /ID-kart/ });
  return { form, onSaved, onCancel };
}

function fill(form: HTMLElement, label: RegExp | string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

function typeMalika(form: HTMLElement) {
  fill(form, /^JShShIR \(shaxsiy/, '40211922651010');
  fill(form, /^Hujjat turi/, '8');
  fill(form, /^Hujjat seriyasi/, 'ad');
  fill(form, /^Hujjat raqami/, '2345678');
}

describe('PartyForm (spec §2 screen 15, §3 Party)', () => {
  it('names the person the registry finds for the pin and document, then adds the buyer', async () => {
    const added = actFixture({
      parties: [
        partyFixture(),
        partyFixture({ id: 2, pin: '40211922651010', fullName: 'Yusupova Malika Bobur qizi', role: 'buyer', isApplicant: false, status: null }),
      ],
    });
    const api = mockFetch(
      dictionary,
      on('GET', '/api/registry/persons', () => json(malikaInRegistry)),
      on('POST', `/api/acts/${act.uuid}/parties`, () => json(added)),
    );
    restore = api.restore;
    const { form, onSaved } = await renderParty();
    expect((within(form).getByLabelText(/Harakatdagi roli/) as HTMLSelectElement).value).toBe('buyer');
    typeMalika(form);
    expect(await within(form).findByText('Reyestrda: Yusupova Malika Bobur qizi')).toBeDefined();
    expect(api.calls.find((call) => call.url.startsWith('/api/registry/persons'))?.url).toBe(
      '/api/registry/persons?pin=40211922651010&docSeries=AD&docNumber=2345678',
    );

    fireEvent.click(within(form).getByRole('checkbox', { name: 'To‘lovchi' }));
    fireEvent.click(within(form).getByRole('radio', { name: 'Videokonferensiya orqali' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(added));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'individual',
      pin: '40211922651010',
      role: 'buyer',
      docType: 8,
      docSeries: 'AD',
      docNumber: '2345678',
      representativePin: null,
      participationType: 2,
      isPayer: true,
      relationship: null,
      details: {},
      version: 3,
    });
  });

  it('says "not found" in the registry’s words, inside the form', async () => {
    const api = mockFetch(
      dictionary,
      on('GET', '/api/registry/persons', () => json(MISMATCH, 400)),
    );
    restore = api.restore;
    const { form } = await renderParty();
    typeMalika(form);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('JShShIR va hujjat bo‘yicha shaxs fuqarolik holati reestrida topilmadi');
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('says the server’s one mismatch answer when the document is not the pin’s, keeps the form, and never asks for phone or address', async () => {
    const api = mockFetch(
      dictionary,
      on('GET', '/api/registry/persons', () => json(MISMATCH, 400)),
      on('POST', `/api/acts/${act.uuid}/parties`, () => json(MISMATCH, 400)),
    );
    restore = api.restore;
    const { form } = await renderParty();
    expect(within(form).queryByLabelText(/Telefon/)).toBeNull();
    expect(within(form).queryByLabelText(/manzil/)).toBeNull();
    expect(within(form).getByText(/sizga ko‘rsatilmaydi/)).toBeDefined();
    typeMalika(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(within(form).getAllByText(MISMATCH.message).length).toBeGreaterThan(0));
    expect((within(form).getByLabelText(/^Hujjat raqami/) as HTMLInputElement).value).toBe('2345678');
  });

  it('offers a retry when the registry could not be asked', async () => {
    let calls = 0;
    const api = mockFetch(
      dictionary,
      on('GET', '/api/registry/persons', () => (++calls === 1 ? json({ code: 'internal_server_error', message: 'x' }, 500) : json(malikaInRegistry))),
    );
    restore = api.restore;
    const { form } = await renderParty();
    typeMalika(form);
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Reyestrga so‘rov bajarilmadi');
    fireEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await within(form).findByText('Reyestrda: Yusupova Malika Bobur qizi')).toBeDefined();
  });

  it('warns about a person recorded deceased (spec §5)', async () => {
    restore = mockFetch(
      dictionary,
      on('GET', '/api/registry/persons', () => json({ ...malikaInRegistry, deceased: true })),
    ).restore;
    const { form } = await renderParty();
    typeMalika(form);
    expect(await within(form).findByText(/vafot etgan deb qayd etilgan/)).toBeDefined();
  });

  it.each([
    ['oz', 'JShShIRni kiriting', 'Hujjat raqami 7 ta belgidan iborat bo‘lishi kerak', 'Saqlash'],
    ['uz', 'ЖШШИРни киритинг', 'Ҳужжат рақами 7 та белгидан иборат бўлиши керак', 'Сақлаш'],
    ['ru', 'Введите ПИНФЛ', 'Номер документа должен состоять из 7 символов', 'Сохранить'],
  ] as const)('in %s: says what is wrong at each field and sends nothing', async (locale, pinText, numberText, save) => {
    const api = mockFetch(dictionary);
    restore = api.restore;
    await renderInLocale(<PartyForm act={act} onSaved={vi.fn()} onCancel={vi.fn()} />, locale);
    const form = screen.getByRole('form');
    await within(form).findAllByRole('option', { name: /ID/ });
    const selects = within(form).getAllByRole('combobox');
    // The document type is the second drop-down (after the role).
    fireEvent.change(selects[1] as HTMLSelectElement, { target: { value: '8' } });
    const inputs = within(form).getAllByRole('textbox');
    const number = inputs.find((input) => input.getAttribute('name') === 'docNumber') as HTMLInputElement;
    fireEvent.change(number, { target: { value: '234567' } });
    fireEvent.click(within(form).getByRole('button', { name: save }));
    expect(await within(form).findByText(pinText)).toBeDefined();
    const numberError = within(form).getByText(numberText);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(number.getAttribute('aria-describedby')?.split(' ')).toContain(numberError.id);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('warns when the series is typed in the Cyrillic layout (spec §5)', async () => {
    restore = mockFetch(dictionary).restore;
    const { form } = await renderParty();
    fill(form, /^Hujjat turi/, '8');
    fill(form, /^Hujjat seriyasi/, 'АД');
    expect(within(form).getByText('Lotin harflarida kiriting (klaviatura tilini almashtiring)')).toBeDefined();
  });

  it('a legal entity: asks for the inn and the signer', async () => {
    restore = mockFetch(dictionary).restore;
    const { form } = await renderParty();
    fireEvent.click(within(form).getByRole('radio', { name: 'Yuridik shaxs' }));
    expect(within(form).getByRole('group', { name: 'Tashkilot nomidan imzolovchi shaxs' })).toBeDefined();
    fill(form, /^Tashkilot STIR/, '12345');
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText('STIR 9 ta raqamdan iborat bo‘lishi kerak')).toBeDefined();
  });

  it('edits a party: who it is (pin, document) stays, the rest is sent with PATCH', async () => {
    const party = partyFixture({ id: 2, pin: '40211922651010', role: 'buyer', isApplicant: false, docType: 8, docNumber: '*****78' });
    const api = mockFetch(
      dictionary,
      on('PATCH', `/api/acts/${act.uuid}/parties/2`, () => json(act)),
    );
    restore = api.restore;
    const { form, onSaved } = await renderParty('oz', { initial: party });
    expect(within(form).queryByRole('radio', { name: 'Yuridik shaxs' })).toBeNull();
    expect((within(form).getByLabelText(/^JShShIR \(shaxsiy/) as HTMLInputElement).readOnly).toBe(true);
    expect(within(form).queryByLabelText(/^Hujjat raqami/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('pin');
    expect(body).not.toHaveProperty('docNumber');
    expect(body).toMatchObject({ role: 'buyer', version: 3 });
  });

  it('keeps what was typed and says why when the act changed meanwhile (409)', async () => {
    restore = mockFetch(
      dictionary,
      on('GET', '/api/registry/persons', () => json(malikaInRegistry)),
      on('POST', `/api/acts/${act.uuid}/parties`, () =>
        json({ code: 'act_version_conflict', message: 'Harakat boshqa joyda o‘zgartirildi, sahifani yangilang' }, 409),
      ),
    ).restore;
    const { form } = await renderParty();
    typeMalika(form);
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText('Harakat boshqa joyda o‘zgartirildi, sahifani yangilang')).toBeDefined();
    expect((within(form).getByLabelText(/^JShShIR \(shaxsiy/) as HTMLInputElement).value).toBe('40211922651010');
  });

  it('a simplified act says its parties are optional (docs/decisions 0009)', async () => {
    restore = mockFetch(dictionary).restore;
    const { form } = await renderParty('oz', { act: actFixture({ simplified: true }) });
    expect(within(form).getByText(/bu ma’lumotlarni kiritish shart emas/)).toBeDefined();
  });

  it('every control has a label, and cancel calls back', async () => {
    restore = mockFetch(dictionary).restore;
    const { form, onCancel } = await renderParty();
    for (const control of form.querySelectorAll('input:not([type=radio]):not([type=checkbox]), select, textarea')) {
      expect(control.id && form.querySelector(`label[for="${CSS.escape(control.id)}"]`), control.getAttribute('name') ?? '').toBeTruthy();
    }
    fireEvent.click(within(form).getByRole('button', { name: 'Bekor qilish' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('PartyForm: the §3 party fields of the chosen role (docs/decisions/0051-party-details.md)', () => {
  const travel = actFixture({ actTypeId: 15034 });
  const child = partyFixture({ id: 2, pin: '51505201234567', fullName: 'Karimov Anvar Aziz o‘g‘li', role: 'child', isApplicant: false, status: null });

  /** The child's party form of a travel consent, its PATCH answered with the act. */
  async function editChild(initial: typeof child) {
    const api = mockFetch(
      dictionary,
      countriesRoute,
      on('PATCH', `/api/acts/${travel.uuid}/parties/2`, () => json(travel)),
    );
    restore = api.restore;
    const onSaved = vi.fn();
    await renderInLocale(<PartyForm act={travel} initial={initial} onSaved={onSaved} onCancel={vi.fn()} />, 'oz');
    return { api, onSaved, form: screen.getByRole('form') };
  }

  it('offers the sign-language interpreter as a party of their own, and no free-text interpreter field', async () => {
    restore = mockFetch(dictionary).restore;
    const { form } = await renderParty();
    expect(within(form).getByRole('option', { name: 'Imo-ishora tili tarjimoni' })).toBeDefined();
    expect(within(form).queryByLabelText(/F\.I\.Sh\.\)$/)).toBeNull();
  });

  it('shows a child’s parents; a malformed incomplete birth date is refused at the field and kept, XX.05.1990 is sent', async () => {
    const { api, onSaved, form } = await editChild(child);
    expect(within(form).getByRole('group', { name: 'Ota-onasi' })).toBeDefined();
    expect(within(form).queryByRole('group', { name: 'Nikoh ma’lumotlari' })).toBeNull();
    fill(form, /^Onasining F\.I\.Sh\./, 'Karimova Dilnoza');
    fill(form, /^Onasining tug‘ilgan sanasi/, '3X.05.1990');
    const date = within(form).getByLabelText(/^Onasining tug‘ilgan sanasi/) as HTMLInputElement;
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    expect(await within(form).findByText(/noma’lum kun yoki oy o‘rniga XX yozing/)).toBeDefined();
    expect(date.value).toBe('3X.05.1990');
    expect(api.calls.some((call) => call.method === 'PATCH')).toBe(false);

    fill(form, /^Onasining tug‘ilgan sanasi/, 'xx051990');
    expect(date.value).toBe('XX.05.1990');
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(travel));
    const body = api.calls.find((call) => call.method === 'PATCH')?.body as { details: Record<string, unknown> };
    expect(body.details.parents).toEqual({ fatherName: '', fatherBirthDate: '', motherName: 'Karimova Dilnoza', motherBirthDate: 'XX.05.1990' });
    expect(body.details.consular).toBeNull();
  });

  it('keeps a group the viewer may not read when it is left empty', async () => {
    const { api, onSaved, form } = await editChild({ ...child, hiddenDetails: ['parents'] });
    expect(within(form).getByText(/Yangisini kiritmasangiz, ular o‘zgarmaydi/)).toBeDefined();
    fireEvent.click(within(form).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.calls.find((call) => call.method === 'PATCH')?.body as { details: Record<string, unknown> };
    expect(body.details).not.toHaveProperty('parents');
  });
});
