import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { localeAtom } from '../../state/locale.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { UpdateDictPage } from './update-dict-page.tsx';

const text = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });
const LIST = {
  items: [
    { name: 'regions', version: 1, updatedAt: '2026-11-22T00:00:00.000Z', itemCount: 14 },
    { name: 'countries', version: 3, updatedAt: '2026-10-05T00:00:00.000Z', itemCount: 25 },
  ],
};
const COUNTRIES = Array.from({ length: 25 }, (_, i) => ({ id: 100 + i, alpha2: `C${i}`, name: text(`Davlat ${i}`, `Давлат ${i}`, `Страна ${i}`) }));
COUNTRIES[7] = { id: 860, alpha2: 'UZ', name: text('O‘zbekiston', 'Ўзбекистон', 'Узбекистан') };
const countries = (version: number, items = COUNTRIES) => ({ name: 'countries', version, updatedAt: '2026-11-23T00:00:00.000Z', items });

let restore = () => undefined as void;
afterEach(() => restore());

function renderPage(locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  return renderRoutes([{ path: '/update_dict', element: <UpdateDictPage /> }], { path: '/update_dict', locale, store });
}

const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
/** The If-None-Match of each conditional call, in order. */
const conditionalTags = () =>
  vi
    .mocked(globalThis.fetch)
    .mock.calls.map(([, init]) => new Headers(init?.headers).get('If-None-Match'))
    .filter((tag) => tag !== null);

describe('UpdateDictPage (spec §2 update_dict)', () => {
  it('lists each dictionary with its localized name, version, date and item count, and says what it is for', async () => {
    restore = mockFetch(on('GET', '/api/dictionaries', () => json(LIST))).restore;
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Ma’lumotnomalarni yangilash' })).toBeDefined();
    expect(screen.getByText(/faqat o‘zgarganlarini qayta yuklaydi/)).toBeDefined();
    await screen.findByRole('rowheader', { name: 'Davlatlar' });
    expect(cells(row('Hududlar')).slice(0, 3)).toEqual(['1', '22.11.2026', '14']);
    expect(cells(row('Davlatlar')).slice(0, 3)).toEqual(['3', '05.10.2026', '25']);
  });

  it('puts the wide table in a box the keyboard reaches, named by its caption for screen readers', async () => {
    restore = mockFetch(on('GET', '/api/dictionaries', () => json(LIST))).restore;
    await renderPage();
    const box = await screen.findByRole('region', { name: 'Ma’lumotnomalar, ularning versiyalari va hajmi' });
    expect(box.tabIndex).toBe(0);
    expect(within(box).getByRole('table', { name: 'Ma’lumotnomalar, ularning versiyalari va hajmi' })).toBeDefined();
    await userEvent.tab();
    expect(document.activeElement).toBe(box);
  });

  it('checks with the version held: a 304 is "up to date"', async () => {
    restore = mockFetch(
      on('GET', '/api/dictionaries', () => json(LIST)),
      on('GET', '/api/dictionaries/countries', () => new Response(null, { status: 304 })),
    ).restore;
    await renderPage();
    await screen.findByRole('rowheader', { name: 'Davlatlar' });
    await userEvent.click(screen.getByRole('button', { name: 'Yangilanishni tekshirish: Davlatlar' }));
    expect(await within(row('Davlatlar')).findByText('Dolzarb: yangi versiya yo‘q')).toBeDefined();
    expect(conditionalTags()).toEqual(['"3"']);
  });

  it('takes a newer version (200) and asks with it next time', async () => {
    restore = mockFetch(
      on('GET', '/api/dictionaries', () => json(LIST)),
      on('GET', '/api/dictionaries/countries', () => json(countries(4, COUNTRIES.slice(0, 20)))),
    ).restore;
    await renderPage();
    await screen.findByRole('rowheader', { name: 'Davlatlar' });
    await userEvent.click(screen.getByRole('button', { name: 'Yangilanishni tekshirish: Davlatlar' }));
    expect(await within(row('Davlatlar')).findByText('4-versiyaga yangilandi')).toBeDefined();
    expect(cells(row('Davlatlar')).slice(0, 3)).toEqual(['4', '23.11.2026', '20']);
    await userEvent.click(screen.getByRole('button', { name: 'Yangilanishni tekshirish: Davlatlar' }));
    await waitFor(() => expect(conditionalTags()).toEqual(['"3"', '"4"']));
  });

  it('says when a check fails', async () => {
    restore = mockFetch(
      on('GET', '/api/dictionaries', () => json(LIST)),
      on('GET', '/api/dictionaries/regions', () => new Response('down', { status: 503 })),
    ).restore;
    await renderPage();
    await screen.findByRole('rowheader', { name: 'Hududlar' });
    await userEvent.click(screen.getByRole('button', { name: 'Yangilanishni tekshirish: Hududlar' }));
    expect(await within(row('Hududlar')).findByText('Tekshirib bo‘lmadi, qayta urinib ko‘ring')).toBeDefined();
  });

  it('shows a dictionary’s items, searchable and paged, in the shown locale', async () => {
    restore = mockFetch(
      on('GET', '/api/dictionaries', () => json(LIST)),
      on('GET', '/api/dictionaries/countries', () => json(countries(3))),
    ).restore;
    await renderPage('ru');
    await screen.findByRole('rowheader', { name: 'Страны' });
    await userEvent.click(screen.getByRole('button', { name: 'Показать состав: Страны' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Состав справочника: Страны' });
    expect(document.activeElement).toBe(heading);
    const items = heading.closest('section') as HTMLElement;
    const table = await within(items).findByRole('table', { name: 'Страны, страница 1' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    expect(within(items).getByText('Страница 1 из 2')).toBeDefined();
    await userEvent.click(within(items).getByRole('button', { name: 'Следующая страница' }));
    expect(within(within(items).getByRole('table')).getAllByRole('row')).toHaveLength(6);

    await userEvent.type(within(items).getByRole('searchbox', { name: 'Поиск по названию, ID или коду' }), 'узбек');
    expect(within(items).getByText('Найдено: 1')).toBeDefined();
    const found = within(items).getByRole('rowheader', { name: 'Узбекистан' }).closest('tr') as HTMLElement;
    expect(cells(found)).toEqual(['860', 'UZ']);
    await userEvent.clear(within(items).getByRole('searchbox'));
    await userEvent.type(within(items).getByRole('searchbox'), 'нет такой');
    expect(within(items).getByText('Ничего не найдено.')).toBeDefined();
  });

  it.each<[Locale, string, string]>([
    ['oz', 'Ma’lumotnomalarni yangilash', 'Hududlar'],
    ['uz', 'Маълумотномаларни янгилаш', 'Ҳудудлар'],
    ['ru', 'Обновление справочников', 'Регионы'],
  ])('speaks %s', async (locale, title, regions) => {
    restore = mockFetch(on('GET', '/api/dictionaries', () => json(LIST))).restore;
    await renderPage(locale);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeDefined();
    expect(await screen.findByRole('rowheader', { name: regions })).toBeDefined();
  });

  it('offers a retry when the list fails to load', async () => {
    let fail = true;
    restore = mockFetch(on('GET', '/api/dictionaries', () => (fail ? new Response('down', { status: 503 }) : json(LIST)))).restore;
    await renderPage();
    const alert = (await screen.findByText(/Ma’lumotlarni yuklab bo‘lmadi/)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('rowheader', { name: 'Hududlar' })).toBeDefined();
  });
});
