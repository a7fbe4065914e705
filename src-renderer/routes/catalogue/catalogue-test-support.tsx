import { createStore } from 'jotai';
import type { CatalogueResponse } from '../../../src-domain/http/routes/catalogue.ts';
import type { CatalogueServiceResponse } from '../../../src-domain/http/routes/catalogue-service.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { localeAtom } from '../../state/locale.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { CatalogueDetailsPage } from './catalogue-details-page.tsx';
import { CatalogueListPage } from './catalogue-list-page.tsx';
import { FeeCalculatorPage } from './fee-calculator-page.tsx';

/** Test support: the three catalogue pages on their own paths, in `locale`, anything else a stub. */
export function renderCataloguePage(path: string, locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  return renderRoutes(
    [
      { path: '/na_details', element: <CatalogueListPage /> },
      { path: '/na_details/:id', element: <CatalogueDetailsPage /> },
      { path: '/na_details/calc/:nadid', element: <FeeCalculatorPage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path, locale, store },
  );
}

const text = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });

export const VEHICLE_GROUP = {
  id: 1,
  name: text('Transport vositalari bilan bitimlar', 'Транспорт воситалари билан битимлар', 'Сделки с транспортными средствами'),
};
export const PROXY_GROUP = { id: 3, name: text('Ishonchnomalar', 'Ишончномалар', 'Доверенности') };

export const SALE_SUMMARY = {
  id: 1,
  groupId: 1,
  actTypeId: 1,
  name: text('Transport vositasini sotish shartnomasi', 'Транспорт воситасини сотиш шартномаси', 'Договор купли-продажи транспортного средства'),
  simplifiedDescription: text(
    'Avtomobilingizni boshqa shaxsga sotish shartnomasi.',
    'Автомобилингизни бошқа шахсга сотиш шартномаси.',
    'Договор продажи вашего автомобиля другому лицу.',
  ),
  fee: { percentOfBcv: 0, permilleOfValue: 10 },
  durationDays: 1,
  actsCount: 42,
};

export const PROXY_SUMMARY = {
  id: 4,
  groupId: 3,
  actTypeId: 101,
  name: text('Transport vositasi bo‘yicha ishonchnoma', 'Транспорт воситаси бўйича ишончнома', 'Доверенность на транспортное средство'),
  simplifiedDescription: text(
    'Boshqa shaxsga avtomobilni boshqarish huquqini berish.',
    'Бошқа шахсга автомобилни бошқариш ҳуқуқини бериш.',
    'Дать другому лицу право управлять автомобилем.',
  ),
  fee: { percentOfBcv: 50, permilleOfValue: null },
  durationDays: 1,
  actsCount: 7,
};

export function catalogueFixture(overrides: Partial<CatalogueResponse> = {}): CatalogueResponse {
  return {
    items: [SALE_SUMMARY, PROXY_SUMMARY],
    total: 2,
    page: 1,
    pageSize: 20,
    bcvTiyin: 41_200_000,
    groups: [
      { ...VEHICLE_GROUP, serviceCount: 1 },
      { ...PROXY_GROUP, serviceCount: 1 },
    ],
    ...overrides,
  };
}

export function serviceFixture(overrides: Partial<CatalogueServiceResponse> = {}): CatalogueServiceResponse {
  return {
    ...SALE_SUMMARY,
    group: VEHICLE_GROUP,
    bcvTiyin: 41_200_000,
    descriptionByLaw: text('«Notariat to‘g‘risida»gi Qonunga muvofiq.', '«Нотариат тўғрисида»ги Қонунга мувофиқ.', 'В соответствии с Законом «О нотариате».'),
    requiredDocuments: [
      { name: text('Pasport', 'Паспорт', 'Паспорт'), copies: 0, originals: 1 },
      { name: text('Texpasport', 'Техпаспорт', 'Техпаспорт'), copies: 1, originals: 1 },
    ],
    participants: [text('Sotuvchi', 'Сотувчи', 'Продавец'), text('Xaridor', 'Харидор', 'Покупатель')],
    duration: text('1 ish kuni', '1 иш куни', '1 рабочий день'),
    result: text('Notarial tasdiqlangan shartnoma', 'Нотариал тасдиқланган шартнома', 'Нотариально удостоверенный договор'),
    conditions: text('Taqiq bo‘lmasligi kerak.', 'Тақиқ бўлмаслиги керак.', 'Не должно быть запретов.'),
    related: [
      {
        id: 2,
        name: text('Transport vositasini hadya qilish shartnomasi', 'Транспорт воситасини ҳадя қилиш шартномаси', 'Договор дарения транспортного средства'),
      },
    ],
    ...overrides,
  };
}
