import { createStore } from 'jotai';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import type { NotaryDetailsResponse } from '../../../src-domain/http/routes/notary-details.ts';
import type { NotarySummary } from '../../../src-domain/http/routes/notaries.ts';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { NotaryDetailsPage } from './notary-details-page.tsx';
import { NotaryListPage } from './notary-list-page.tsx';

/** Test support: the registry's two pages on their own paths, in `locale`, optionally signed in. */
export function renderNotaryPage(path: string, { locale = 'oz', token = null }: { locale?: Locale; token?: string | null } = {}) {
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(tokenAtom, token);
  return renderRoutes(
    [
      { path: '/notary', element: <NotaryListPage /> },
      { path: '/notary/:id', element: <NotaryDetailsPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path, locale, store },
  );
}

const text = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });

export const SAIDOVA: NotarySummary = {
  id: 1,
  name: text('Saidova Gulnora Anvar qizi', 'Саидова Гулнора Анвар қизи', 'Саидова Гулнора Анвар кызы'),
  office: {
    id: 1,
    name: text('1-son davlat notarial idorasi', '1-сон давлат нотариал идораси', 'Государственная нотариальная контора №1'),
    address: text('Toshkent, Amir Temur ko‘chasi, 1', 'Тошкент, Амир Темур кўчаси, 1', 'Ташкент, улица Амира Темура, 1'),
  },
  regionId: 1,
  districtId: 3,
  licenceNumber: '0001',
  licenceStatus: 'active',
  leaveStatus: 'none',
  present: true,
  active: true,
  rating: 4.57,
  reviewCount: 7,
  location: { lat: 41.3111, lng: 69.2797 },
  phone: '712345678',
};

export const KARIMOV: NotarySummary = {
  ...SAIDOVA,
  id: 2,
  name: text('Karimov Bobur', 'Каримов Бобур', 'Каримов Бобур'),
  leaveStatus: 'vacation',
  present: false,
  rating: 0,
  reviewCount: 0,
};

export const regions = {
  name: 'regions',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [
    { id: 1, soato: '1726', name: text('Toshkent shahri', 'Тошкент шаҳри', 'город Ташкент'), center: { lat: 41.3, lng: 69.3 } },
    { id: 5, soato: '1703', name: text('Andijon viloyati', 'Андижон вилояти', 'Андижанская область'), center: { lat: 40.8, lng: 72.3 } },
  ],
};

export const districts = {
  name: 'districts',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [
    { id: 3, regionId: 1, soato: '1726262', name: text('Yunusobod tumani', 'Юнусобод тумани', 'Юнусабадский район') },
    { id: 40, regionId: 5, soato: '1703202', name: text('Asaka tumani', 'Асака тумани', 'Асакинский район') },
  ],
};

export function detailsFixture(overrides: Partial<NotaryDetailsResponse> = {}): NotaryDetailsResponse {
  return {
    ...SAIDOVA,
    licenceDate: '2003-06-16',
    timetable: [1, 2, 3, 4, 5].map((weekday) => ({ weekday: weekday as 1, from: '09:00', to: '18:00', breakFrom: '13:00', breakTo: '14:00' })),
    reviews: [],
    ...overrides,
  };
}

export const reviewsPage = (items: NotaryDetailsResponse['reviews'], total = items.length, rating = 4.57) => ({ items, total, page: 1, pageSize: 10, rating });
