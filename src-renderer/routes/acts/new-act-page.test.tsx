import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { actFixture } from '../../test/act-fixture.ts';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { NewActPage } from './new-act-page.tsx';
import { preloadWizardSteps } from '../../test/preload-wizard-steps.ts';

beforeAll(preloadWizardSteps);

let restore = () => undefined as void;
afterEach(() => restore());

function renderNewAct(path: string, locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(tokenAtom, 'token-1');
  store.set(userAtom, userFixture({ phone: '901234567', regionid: 1 }));
  return renderRoutes(
    [
      { path: '/enotarial_act/-1', element: <NewActPage /> },
      { path: '/enotarial_act/:uuid', element: <p>act details</p> },
      { path: '/my_notarial_act', element: <p>my acts</p> },
    ],
    { path, locale, store },
  );
}

const notaries = {
  items: [
    {
      id: 4,
      name: { oz: 'Saidova Gulnora Anvar qizi', uz: 'Саидова Гулнора Анвар қизи', ru: 'Саидова Гулнора Анвар кызы' },
      office: {
        id: 1,
        name: { oz: '1-son notarial idora', uz: '1-сон нотариал идора', ru: 'Нотариальная контора №1' },
        address: { oz: 'Amir Temur 1', uz: 'Амир Темур 1', ru: 'Амира Темура 1' },
      },
      regionId: 1,
      districtId: 3,
      licenceNumber: '0001',
      licenceStatus: 'active',
      leaveStatus: 'none',
      present: true,
      active: true,
      rating: 4.6,
      reviewCount: 7,
      location: { lat: 41.3, lng: 69.2 },
      phone: '712345678',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
};
const regions = {
  name: 'regions',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [{ id: 1, soato: '1726', name: { oz: 'Toshkent shahri', uz: 'Тошкент шаҳри', ru: 'город Ташкент' }, center: { lat: 41.3, lng: 69.3 } }],
};

describe('NewActPage (spec §2 screen 12, §4.5 /enotarial_act/-1)', () => {
  it('asks for the type first, then creates the act at its wizard’s next step and opens it (every type has a wizard: decision 0049)', async () => {
    const api = mockFetch(on('POST', '/api/acts', () => json(actFixture({ uuid: 'new-uuid', actTypeId: 9, wizardStep: 1 }))));
    restore = api.restore;
    const { router } = await renderNewAct('/enotarial_act/-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Yangi notarial harakat' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Garov shartnomasi' }));
    expect(router.state.location.search).toBe('?type=9');

    const steps = await screen.findByRole('navigation', { name: 'Ariza qadamlari' }, { timeout: 10_000 });
    expect(within(steps).getByText('5 qadamdan 1-qadam')).toBeDefined();
    const form = screen.getByRole('form', { name: 'Umumiy ma’lumotlar' });
    expect((within(form).getByLabelText(/Notarial harakat turi/) as HTMLSelectElement).value).toBe('9');
    // The signed-in user's phone to start from, in its mask; the obligation is the wizard's own step.
    expect((within(form).getByLabelText(/Aloqa uchun telefon raqami/) as HTMLInputElement).value).toBe('(90) 123 45 67');
    expect(within(form).queryByLabelText(/summasi/)).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Keyingi' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/enotarial_act/new-uuid'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      actTypeId: 9,
      simplified: false,
      regtype: 1,
      language: 'oz',
      clientPhone: '901234567',
      notaryChoice: 'auto',
      extras: {},
      wizardStep: 1,
    });
  });

  it('a simplified act has no wizard: its general info asks for the type’s terms, creates it and opens its details', async () => {
    const created = actFixture({ uuid: 'new-uuid', actTypeId: 9, simplified: true });
    const api = mockFetch(on('POST', '/api/acts', () => json(created)));
    restore = api.restore;
    const { router } = await renderNewAct('/enotarial_act/-1?simplified=1');
    fireEvent.click(screen.getByRole('button', { name: 'Garov shartnomasi' }));
    expect(router.state.location.search).toBe('?type=9&simplified=1');

    const form = await screen.findByRole('form', { name: 'Umumiy ma’lumotlar' });
    expect(screen.queryByRole('navigation', { name: 'Ariza qadamlari' })).toBeNull();
    expect((within(form).getByLabelText(/Notarial harakat turi/) as HTMLSelectElement).value).toBe('9');
    // The signed-in user's phone to start from, in its mask.
    expect((within(form).getByLabelText(/Aloqa uchun telefon raqami/) as HTMLInputElement).value).toBe('(90) 123 45 67');
    const loan = within(form).getByLabelText(/Majburiyat \(kredit, qarz\) summasi/);
    await userEvent.type(loan, '145000000');
    expect(within(form).getByText('So‘z bilan: bir yuz qirq besh million so‘m 00 tiyin')).toBeDefined();
    fireEvent.click(within(form).getByRole('button', { name: 'Harakatni yaratish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/enotarial_act/new-uuid'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      actTypeId: 9,
      simplified: true,
      regtype: 1,
      language: 'oz',
      clientPhone: '901234567',
      notaryChoice: 'auto',
      extras: { loanSumTiyin: 14_500_000_000 },
    });
  });

  it('a vehicle sale starts its wizard: the general info is step 1 of 6 and creates the act at the wizard’s next step (spec §2 screen 16)', async () => {
    const api = mockFetch(on('POST', '/api/acts', () => json(actFixture({ uuid: 'sale-uuid', wizardStep: 1 }))));
    restore = api.restore;
    const { router } = await renderNewAct('/enotarial_act/-1?type=1');
    const steps = await screen.findByRole('navigation', { name: 'Ariza qadamlari' }, { timeout: 10_000 });
    expect(within(steps).getByText('6 qadamdan 1-qadam')).toBeDefined();
    // The sale price is the wizard's own step, not a field of the general info.
    expect(screen.queryByLabelText(/Sotish narxi/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enotarial_act/sale-uuid'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ actTypeId: 1, wizardStep: 1 });
  });

  it.each([
    ['oz', 'Telefon raqamini kiriting', 'Keyingi'],
    ['uz', 'Телефон рақамини киритинг', 'Кейинги'],
    ['ru', 'Введите номер телефона', 'Далее'],
  ] as const)('says what is missing in %s, next to the field, and sends nothing', async (locale, text, submit) => {
    const api = mockFetch();
    restore = api.restore;
    await renderNewAct('/enotarial_act/-1?type=11680', locale);
    const phone = await screen.findByRole('textbox', { name: /телефон|telefon/i }, { timeout: 10_000 });
    fireEvent.change(phone, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    const error = await screen.findByText(text);
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(api.calls).toEqual([]);
  });

  it('a simplified act: in person only, says who completes the parties, sends simplified', async () => {
    const api = mockFetch(on('POST', '/api/acts', () => json(actFixture({ simplified: true }))));
    restore = api.restore;
    await renderNewAct('/enotarial_act/-1?type=4&simplified=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Yangi soddalashtirilgan notarial harakat' })).toBeDefined();
    expect(screen.getByText(/notarius idorada hujjatlarning asl nusxasidan to‘ldiradi/)).toBeDefined();
    const regtype = screen.getByRole('group', { name: 'Ro‘yxatga olish usuli' });
    expect(within(regtype).getAllByRole('radio')).toHaveLength(1);
    expect((screen.getByRole('checkbox', { name: 'Soddalashtirilgan notarial harakat' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Harakatni yaratish' }));
    await waitFor(() => expect(api.calls[0]?.body).toMatchObject({ actTypeId: 4, simplified: true, regtype: 1 }));
  });

  it('picks the notary by hand from the registry of the user’s region', async () => {
    const api = mockFetch(
      on('GET', '/api/notaries', () => json(notaries)),
      on('GET', '/api/dictionaries/regions', () => json(regions)),
      on('POST', '/api/acts', () => json(actFixture())),
    );
    restore = api.restore;
    await renderNewAct('/enotarial_act/-1?type=9');
    fireEvent.click(await screen.findByRole('radio', { name: 'O‘zim tanlayman' }, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    expect(await screen.findByText('Ushbu maydonni to‘ldirish majburiy')).toBeDefined();
    fireEvent.click(await screen.findByRole('radio', { name: /Saidova Gulnora/ }));
    expect(api.calls.find((call) => call.url.startsWith('/api/notaries'))?.url).toBe('/api/notaries?region=1&licence=active&pageSize=20');
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    await waitFor(() => expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({ notaryChoice: 'manual', notaryId: 4 }));
  });

  it('shows the server’s 400 field message at its field and keeps what was typed', async () => {
    const api = mockFetch(
      on('POST', '/api/acts', () =>
        json(
          { code: 'validation_failed', message: 'Ma’lumotlar noto‘g‘ri kiritilgan', details: [{ path: 'clientPhone', message: 'Bu raqam bloklangan' }] },
          400,
        ),
      ),
    );
    restore = api.restore;
    await renderNewAct('/enotarial_act/-1?type=9');
    const phone = (await screen.findByRole('textbox', { name: /Aloqa uchun telefon raqami/ }, { timeout: 10_000 })) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '935551234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Keyingi' }));
    const message = await screen.findByText('Bu raqam bloklangan');
    expect(phone.getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(phone.value).toBe('(93) 555 12 34');
    expect(screen.getByRole('button', { name: 'Keyingi' })).toHaveProperty('disabled', false);
  });

  it('says it while saving: the button is busy', async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = mockFetch(
      on('POST', '/api/acts', () => undefined as unknown as Response),
      (call) => (call.method === 'POST' ? new Promise<Response>((resolve) => (answer = resolve)) : undefined),
    );
    restore = api.restore;
    await renderNewAct('/enotarial_act/-1?type=9');
    fireEvent.click(await screen.findByRole('button', { name: 'Keyingi' }, { timeout: 10_000 }));
    const busy = await screen.findByRole('button', { name: 'Saqlanmoqda…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    answer(json(actFixture()));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Saqlanmoqda…' })).toBeNull());
  });

  it('cancel goes back to my acts', async () => {
    restore = mockFetch().restore;
    const { router } = await renderNewAct('/enotarial_act/-1?type=9');
    fireEvent.click(await screen.findByRole('button', { name: 'Bekor qilish' }, { timeout: 10_000 }));
    expect(router.state.location.pathname).toBe('/my_notarial_act');
  });
});
