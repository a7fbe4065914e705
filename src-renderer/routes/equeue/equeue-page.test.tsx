import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { EqueueBooking } from '../../../src-domain/http/routes/equeue-bookings.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { detailsFixture, SAIDOVA } from '../notary/notary-test-support.tsx';
import { EqueuePage } from './equeue-page.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

function renderEqueue(path: string, locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(tokenAtom, 'token-1');
  return renderRoutes([{ path: '/equeue', element: <EqueuePage /> }], { path, locale, store });
}

// Far ahead, so the booking is "upcoming" whatever day the tests run.
const DAYS = {
  notaryId: 1,
  bookable: true,
  days: [
    { date: '2030-01-07', weekday: 1, slots: ['09:00', '09:30', '10:00'] },
    { date: '2030-01-08', weekday: 2, slots: [] },
  ],
};

const BOOKING: EqueueBooking = {
  id: 41,
  typeid: 1,
  regdate: '2029-12-30',
  regtime: '11:00',
  notary: { id: 1, name: SAIDOVA.name },
  office: SAIDOVA.office.name,
  officeaddress: SAIDOVA.office.address,
  equeuetime: '2030-01-07T09:30',
  notaryaction: 1,
  updtime: '2029-12-30T06:00:00.000Z',
  state: 'active',
  phone: '901234567',
  email: null,
  description: 'Avtomobil savdosi',
  arrivedAt: null,
  queue: null,
  generalPlace: null,
  act: null,
  linkableActs: [],
};

const page = (items: EqueueBooking[]) => ({ items, total: items.length, page: 1, pageSize: 10 });

describe('EqueuePage (spec §2 equeue, §3 Equeue)', () => {
  it('books with the notary from ?notary=: day, free time, checked phone, confirm with the lateness rule, then lists the booking', async () => {
    let booked = false;
    const { calls, restore: undo } = mockFetch(
      on('GET', '/api/notaries/1', () => json(detailsFixture())),
      on('GET', '/api/equeue/slots', () => json(DAYS)),
      on('GET', '/api/equeue/bookings', () => json(page(booked ? [BOOKING] : []))),
      on('POST', '/api/equeue/bookings', () => {
        booked = true;
        return json(BOOKING);
      }),
    );
    restore = undo;
    await renderEqueue('/equeue?notary=1');
    expect(screen.getByRole('heading', { level: 1, name: 'Elektron navbat' })).toBeDefined();
    expect(await screen.findByText('Sizda hali navbatga yozilishlar yo‘q.')).toBeDefined();
    expect(await screen.findByText('Saidova Gulnora Anvar qizi')).toBeDefined();
    expect(calls.find((call) => call.url.startsWith('/api/equeue/slots'))?.url).toBe('/api/equeue/slots?notary=1');

    const days = await screen.findByRole('group', { name: 'Qabul kuni' });
    expect(within(days).getByRole('radio', { name: /Seshanba, 08\.01\.2030/ })).toHaveProperty('disabled', true);
    fireEvent.click(within(days).getByRole('radio', { name: /Dushanba, 07\.01\.2030.*Bo‘sh vaqtlar: 3/ }));
    const times = screen.getByRole('group', { name: 'Qabul vaqti (Toshkent vaqti, 30 daqiqa)' });
    fireEvent.click(within(times).getByRole('radio', { name: '09:30' }));

    const form = screen.getByRole('form', { name: 'Qo‘shimcha ma’lumotlar (ixtiyoriy)' });
    expect(within(form).getByText(/Qabul vaqti 09:30 \(Toshkent vaqti\)\. 09:45 dan keyin kelsangiz, 15 daqiqadan ortiq kechikkan/)).toBeDefined();
    const phone = within(form).getByRole('textbox', { name: 'Telefon raqami' });
    fireEvent.change(phone, { target: { value: '90123' } });
    expect((phone as HTMLInputElement).value).toBe('(90) 123');
    fireEvent.click(within(form).getByRole('button', { name: 'Navbatga yozilishni tasdiqlash' }));
    expect(await within(form).findByText('Telefon raqami 9 ta raqamdan iborat bo‘lishi kerak, masalan 901234567')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    fireEvent.change(phone, { target: { value: '901234567' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Notarial harakat' }), { target: { value: '1' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Izoh' }), { target: { value: 'Avtomobil savdosi' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Navbatga yozilishni tasdiqlash' }));

    const result = await screen.findByRole('heading', { name: 'Siz navbatga yozildingiz' });
    await waitFor(() => expect(document.activeElement).toBe(result));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      notaryId: 1,
      date: '2030-01-07',
      time: '09:30',
      notaryaction: 1,
      phone: '901234567',
      description: 'Avtomobil savdosi',
    });

    const list = await screen.findByRole('article', { name: '07.01.2030 09:30 — Saidova Gulnora Anvar qizi' });
    expect(within(list).getByText('Kutilmoqda')).toBeDefined();
    expect(within(list).getByText('Transport vositasini sotish shartnomasi')).toBeDefined();
    expect(within(list).getByText('Portal orqali')).toBeDefined();
    expect(within(list).getByText('30.12.2029')).toBeDefined();
    expect(within(list).getByText('901234567')).toBeDefined();
    expect(within(list).getByText(/09:45 dan keyin kelsangiz/)).toBeDefined();
  });

  it('shows the server’s refusal when the slot was taken meanwhile, and offers the fresh slots', async () => {
    let taken = false;
    restore = mockFetch(
      on('GET', '/api/notaries/1', () => json(detailsFixture())),
      on('GET', '/api/equeue/slots', () => json(taken ? { ...DAYS, days: [{ ...DAYS.days[0], slots: ['09:00', '10:00'] }] } : DAYS)),
      on('GET', '/api/equeue/bookings', () => json(page([]))),
      on('POST', '/api/equeue/bookings', () => {
        taken = true;
        return json({ code: 'equeue_slot_taken', message: 'Bu vaqt allaqachon band qilingan, boshqa vaqtni tanlang' }, 409);
      }),
    ).restore;
    await renderEqueue('/equeue?notary=1');
    fireEvent.click(await screen.findByRole('radio', { name: /07\.01\.2030/ }));
    fireEvent.click(screen.getByRole('radio', { name: '09:30' }));
    fireEvent.click(screen.getByRole('button', { name: 'Navbatga yozilishni tasdiqlash' }));
    expect((await screen.findByText('Bu vaqt allaqachon band qilingan, boshqa vaqtni tanlang')).getAttribute('role')).toBe('alert');
    await waitFor(() => expect(screen.queryByRole('radio', { name: '09:30' })).toBeNull());
    expect(screen.getByRole('radio', { name: '10:00' })).toBeDefined();
  });

  it('lets the citizen pick a notary by name when none is given, and says when the notary takes no bookings', async () => {
    const { calls, restore: undo } = mockFetch(
      on('GET', '/api/notaries', () => json({ items: [SAIDOVA], total: 1, page: 1, pageSize: 8 })),
      on('GET', '/api/notaries/1', () => json(detailsFixture({ leaveStatus: 'vacation' }))),
      on('GET', '/api/equeue/slots', () => json({ notaryId: 1, bookable: false, days: [] })),
      on('GET', '/api/equeue/bookings', () => json(page([]))),
    );
    restore = undo;
    await renderEqueue('/equeue');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Notarius yoki idora nomi' }), { target: { value: 'Saidova' } });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/notaries?q=Saidova&licence=active&pageSize=8'));
    fireEvent.click(await screen.findByRole('button', { name: /Saidova Gulnora Anvar qizi/ }));
    expect(await screen.findByText(/Bu notarius hozir navbatga yozmaydi/)).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Boshqa notariusni tanlash' }));
    expect(screen.getByRole('searchbox', { name: 'Notarius yoki idora nomi' })).toBeDefined();
  });

  it('cancels an own booking after asking, in Russian; a failed list offers a retry', async () => {
    let cancelled = false;
    let failList = true;
    const { calls, restore: undo } = mockFetch(
      on('GET', '/api/notaries', () => json({ items: [], total: 0, page: 1, pageSize: 8 })),
      on('GET', '/api/equeue/bookings', () =>
        failList ? new Response('down', { status: 503 }) : json(page([{ ...BOOKING, state: cancelled ? 'cancelled' : 'active' }])),
      ),
      on('POST', '/api/equeue/bookings/41/cancel', () => {
        cancelled = true;
        return json({ ...BOOKING, state: 'cancelled' });
      }),
    );
    restore = undo;
    await renderEqueue('/equeue', 'ru');
    const alert = (await screen.findByText(/Не удалось загрузить данные/)).closest('[role="alert"]') as HTMLElement;
    failList = false;
    fireEvent.click(within(alert).getByRole('button'));
    const item = await screen.findByRole('article', { name: /07\.01\.2030 09:30/ });
    fireEvent.click(within(item).getByRole('button', { name: 'Отменить запись' }));
    const ask = within(item).getByRole('group', { name: 'Отменить запись на 07.01.2030 09:30?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Да, отменить' }));
    expect(await within(item).findByText('Отменена')).toBeDefined();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual(['/api/equeue/bookings/41/cancel']);
    expect(within(item).queryByRole('button', { name: 'Отменить запись' })).toBeNull();
  });
});
