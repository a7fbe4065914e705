import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import type { EqueueBooking } from '../../../src-domain/http/routes/equeue-bookings.ts';
import type { NotaryBooking, NotaryEqueueDay } from '../../../src-domain/http/routes/notary-equeue.ts';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { SAIDOVA } from '../notary/notary-test-support.tsx';
import { EqueuePage, KioskEqueuePage } from './equeue-page.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

function renderAs(roles: string[], path = '/equeue') {
  const store = createStore();
  store.set(localeAtom, 'oz');
  store.set(tokenAtom, 'token-1');
  store.set(userAtom, userFixture({ roles }));
  return renderRoutes(
    [
      { path: '/equeue', element: <EqueuePage /> },
      { path: '/kiosk/equeue', element: <KioskEqueuePage /> },
    ],
    { path, locale: 'oz', store },
  );
}

const ACT = { uuid: '0b6f4c8e-1d2a-4e5b-9c7d-1234567890ab', id: 77, actTypeId: 4 as const, step: 7 };
const booking = (overrides: Partial<NotaryBooking>): NotaryBooking => ({
  id: 1,
  time: '10:00',
  typeid: 1,
  state: 'active',
  citizenName: 'Karimov Aziz Alisher o‘g‘li',
  notaryaction: 4,
  description: null,
  arrivedAt: null,
  queue: null,
  generalPlace: null,
  late: false,
  allowedMarks: ['arrived'],
  act: null,
  linkableActs: [ACT],
  ...overrides,
});
const DAY: NotaryEqueueDay = {
  date: '2026-11-23',
  slots: [
    {
      time: '09:30',
      booking: booking({
        id: 2,
        time: '09:30',
        citizenName: 'Rahimov Sherzod',
        arrivedAt: '2026-11-23T05:20:00.000Z',
        queue: 'general',
        generalPlace: 1,
        allowedMarks: ['served'],
        linkableActs: [],
      }),
    },
    { time: '10:00', booking: booking({}) },
    { time: '10:30', booking: null },
  ],
  generalQueue: [{ place: 1, bookingId: 2, citizenName: 'Rahimov Sherzod', time: '09:30', arrivedAt: '2026-11-23T05:20:00.000Z' }],
};

describe('the notary’s day of the electronic queue (spec §9; docs/decisions/0055-notary-queue.md)', () => {
  it('shows a notary the day by slot and the general queue with places; marks and links go to the server', async () => {
    const fetched = mockFetch(
      on('GET', '/api/notary/equeue', () => json(DAY)),
      on('POST', '/api/notary/equeue/bookings/1/marks', () =>
        json({
          ...DAY,
          slots: DAY.slots.map((slot) =>
            slot.booking?.id === 1
              ? { ...slot, booking: booking({ arrivedAt: '2026-11-23T04:58:00.000Z', queue: 'appointment', allowedMarks: ['served'] }) }
              : slot,
          ),
        }),
      ),
      on('POST', '/api/notary/equeue/bookings/1/act', () =>
        json({ ...DAY, slots: DAY.slots.map((slot) => (slot.booking?.id === 1 ? { ...slot, booking: booking({ act: ACT }) } : slot)) }),
      ),
    );
    restore = fetched.restore;
    await renderAs(['notary']);
    expect(await screen.findByRole('heading', { level: 2, name: 'Kunlik navbat: 23.11.2026' })).toBeDefined();
    const general = screen.getByRole('region', { name: 'Umumiy navbat' });
    expect(within(general).getByText('1-o‘rin: Rahimov Sherzod (09:30 ga yozilgan, 10:20 da keldi)')).toBeDefined();
    const aziz = screen.getByRole('article', { name: '10:00 Karimov Aziz Alisher o‘g‘li' });
    expect(within(aziz).getByText('Kutilmoqda')).toBeDefined();
    await userEvent.click(within(aziz).getByRole('button', { name: 'Karimov Aziz Alisher o‘g‘li keldi' }));
    await waitFor(() => expect(fetched.calls.find((call) => call.method === 'POST')?.body).toEqual({ mark: 'arrived' }));
    expect(await within(screen.getByRole('article', { name: '10:00 Karimov Aziz Alisher o‘g‘li' })).findByText('09:58 da keldi: o‘z vaqtida')).toBeDefined();
    const linkable = within(screen.getByRole('article', { name: '10:00 Karimov Aziz Alisher o‘g‘li' }));
    expect(linkable.getByRole('combobox', { name: 'Tashrif qaysi notarial harakat uchun' })).toBeDefined();
    await userEvent.click(linkable.getByRole('button', { name: 'Harakat bilan bog‘lash' }));
    expect(await screen.findByRole('link', { name: /^Notarial harakatni ochish: .* № 77$/ })).toHaveProperty('pathname', `/enotarial_act/${ACT.uuid}`);
    expect(screen.getByText('Bo‘sh')).toBeDefined();
  });

  it('gives a notary at a kiosk the same day, linking acts under /kiosk', async () => {
    restore = mockFetch(on('GET', '/api/notary/equeue', () => json({ ...DAY, slots: [{ time: '10:00', booking: booking({ act: ACT }) }] }))).restore;
    await renderAs(['notary'], '/kiosk/equeue');
    expect(await screen.findByRole('link', { name: /^Notarial harakatni ochish/ })).toHaveProperty('pathname', `/kiosk/enotarial_act/${ACT.uuid}`);
  });

  it('shows a citizen their place in the general queue and lets them link the visit to their act', async () => {
    const own: EqueueBooking = {
      id: 5,
      typeid: 1,
      regdate: '2026-11-20',
      regtime: '11:00',
      notary: { id: 1, name: SAIDOVA.name },
      office: SAIDOVA.office.name,
      officeaddress: SAIDOVA.office.address,
      equeuetime: '2030-01-07T09:30',
      notaryaction: 4,
      updtime: '2026-11-20T06:00:00.000Z',
      state: 'active',
      phone: null,
      email: null,
      description: null,
      arrivedAt: '2030-01-07T04:50:00.000Z',
      queue: 'general',
      generalPlace: 3,
      act: null,
      linkableActs: [ACT],
    };
    const fetched = mockFetch(
      on('GET', '/api/equeue/bookings', () => json({ items: [own], total: 1, page: 1, pageSize: 10 })),
      on('POST', '/api/equeue/bookings/5/act', () => json({ ...own, act: ACT })),
      on('GET', '/api/notaries', () => json({ items: [], total: 0, page: 1, pageSize: 10 })),
    );
    restore = fetched.restore;
    await renderAs(['citizen']);
    expect(screen.queryByRole('navigation', { name: 'Notarius navbati' })).toBeNull();
    expect(await screen.findByText('Siz 15 daqiqadan ko‘p kechikib keldingiz va umumiy navbatdasiz: 3-o‘rin.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Harakat bilan bog‘lash' }));
    await waitFor(() => expect(fetched.calls.find((call) => call.url === '/api/equeue/bookings/5/act')?.body).toEqual({ actUuid: ACT.uuid }));
  });
});
