import { createStore } from 'jotai';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { ActSummary } from '../../../src-domain/http/routes/acts-list.ts';
import { localeAtom } from '../../state/locale.ts';
import { modeAtom } from '../../state/mode.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { KioskMyActsPage, MyActsPage } from './my-act-pages.tsx';

/** Test support: the my-acts page (web and kiosk) signed in as a citizen, or as a notary. */
export function renderMyActs(path: string, { locale = 'oz', roles = ['citizen'] }: { locale?: Locale; roles?: string[] } = {}) {
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(tokenAtom, 'session');
  store.set(userAtom, userFixture({ roles }));
  if (path.startsWith('/kiosk')) store.set(modeAtom, 'kiosk');
  return renderRoutes(
    [
      { path: '/my_notarial_act', element: <MyActsPage /> },
      { path: '/kiosk/my_notarial_act', element: <KioskMyActsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path, locale, store },
  );
}

const text = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });

export function summary(overrides: Partial<ActSummary> = {}): ActSummary {
  return {
    id: 41,
    uuid: 'a1b2c3d4-0000-4000-8000-000000000041',
    actTypeId: 1,
    simplified: false,
    step: 6,
    state: 'draft',
    regsystemId: 3,
    regtypeId: 2,
    regnum: null,
    regdate: null,
    visitDate: '2026-11-25',
    visitTime: '11:00',
    office: { id: 1, name: text('1-son notarial idora', '1-сон нотариал идора', 'Нотариальная контора №1'), address: text('Toshkent', 'Тошкент', 'Ташкент') },
    notary: { id: 1, name: text('Saidova Gulnora Anvar qizi', 'Саидова Гулнора Анвар қизи', 'Саидова Гулнора Анвар кызы'), phone: '712345678' },
    applicantName: 'Karimov Aziz Alisher o‘g‘li',
    createdAt: '2026-11-16T05:05:00.000Z',
    role: 'applicant',
    partyStatus: 'accepted',
    awaiting: 'decision',
    ...overrides,
  };
}

export const page = (items: ActSummary[], total = items.length, pageNumber = 1) => ({ items, total, page: pageNumber, pageSize: 20 });

export const offices = {
  name: 'notary_offices',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [
    {
      id: 1,
      regionId: 1,
      districtId: 3,
      name: text('1-son notarial idora', '1-сон нотариал идора', 'Нотариальная контора №1'),
      address: text('Toshkent', 'Тошкент', 'Ташкент'),
      location: { lat: 41.3, lng: 69.3 },
    },
    {
      id: 2,
      regionId: 5,
      districtId: 40,
      name: text('Asaka notarial idorasi', 'Асака нотариал идораси', 'Асакинская нотариальная контора'),
      address: text('Asaka', 'Асака', 'Асака'),
      location: { lat: 40.6, lng: 72.2 },
    },
  ],
};
