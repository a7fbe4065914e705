import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StatisticsResponse } from '../../../src-domain/http/routes/statistics.ts';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { localeAtom } from '../../state/locale.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { StatisticsPage } from './statistics-page.tsx';

// The chart library is drawn on a canvas happy-dom cannot paint: the runtime module is replaced,
// and the tests check what the page hands it and the table alternative it always has.
const draw = vi.hoisted(() => vi.fn((_canvas: HTMLCanvasElement, _data: unknown) => ({ destroy: () => undefined })));
vi.mock('../../features/charts/chart-runtime.ts', () => ({ drawBarChart: draw }));

const text = (oz: string, uz: string, ru: string) => ({ oz, uz, ru });
const regions = {
  name: 'regions',
  version: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  items: [
    { id: 1, soato: '1726', name: text('Toshkent shahri', 'Тошкент шаҳри', 'город Ташкент'), center: { lat: 41.3, lng: 69.3 } },
    { id: 5, soato: '1703', name: text('Andijon viloyati', 'Андижон вилояти', 'Андижанская область'), center: { lat: 40.8, lng: 72.3 } },
  ],
};

const months = (counts: number[]) => counts.map((count, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, count }));
const STATS: StatisticsResponse = {
  from: '2026-01-01',
  to: '2026-12-31',
  region: null,
  total: 7,
  byType: [
    { actTypeId: 1, count: 5 },
    { actTypeId: 4, count: 2 },
  ],
  byRegion: [
    { regionId: 1, count: 6 },
    { regionId: 5, count: 1 },
  ],
  byMonth: months([1, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
};
const EMPTY: StatisticsResponse = { ...STATS, total: 0, byType: [], byRegion: [], byMonth: months(Array<number>(12).fill(0)) };

let restore = () => undefined as void;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-06-15T10:00:00+05:00'));
  draw.mockClear();
});
afterEach(() => {
  restore();
  vi.useRealTimers();
});

function serve(statistics: () => Response) {
  const api = mockFetch(
    on('GET', '/api/statistics', statistics),
    on('GET', '/api/dictionaries/regions', () => json(regions)),
  );
  restore = api.restore;
  return api;
}

function renderPage(path = '/statistics', locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  return renderRoutes([{ path: '/statistics', element: <StatisticsPage /> }], { path, locale, store });
}

const section = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('section') as HTMLElement;

describe('StatisticsPage (spec §1 statistics)', () => {
  it('asks for the current Tashkent year and draws three charts, each an image summarised in words', async () => {
    const api = serve(() => json(STATS));
    await renderPage();
    expect(await screen.findByText('01.01.2026 – 31.12.2026: jami 7 ta notarial harakat')).toBeDefined();
    expect(api.calls.map((call) => call.url)).toContain('/api/statistics?from=01.01.2026&to=31.12.2026');
    await waitFor(() => expect(draw).toHaveBeenCalledTimes(3));
    const byType = draw.mock.calls.find(
      ([, data]) => (data as { horizontal: boolean; labels: string[] }).labels[0] === 'Transport vositasini sotish shartnomasi',
    );
    expect(byType?.[1]).toMatchObject({ values: [5, 2], horizontal: true });
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(3);
    expect(images[0]?.getAttribute('aria-label')).toBe(
      'Diagramma: Notarial harakat turlari bo‘yicha, 01.01.2026 – 31.12.2026. Jami 7. Eng ko‘p: Transport vositasini sotish shartnomasi — 5.',
    );
  });

  it('shows each chart’s figures as a table with caption and headers behind a toggle', async () => {
    serve(() => json(STATS));
    await renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Hududlar bo‘yicha' });
    const regionSection = section('Hududlar bo‘yicha');
    expect(within(regionSection).queryByRole('table')).toBeNull();
    const toggle = within(regionSection).getByRole('button', { name: 'Jadval ko‘rinishida' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const table = within(regionSection).getByRole('table', { name: 'Hududlar bo‘yicha, 01.01.2026 – 31.12.2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Hudud', 'Soni']);
    expect(within(table).getByRole('rowheader', { name: 'Toshkent shahri' }).nextElementSibling?.textContent).toBe('6');
    expect(within(table).getByRole('rowheader', { name: 'Andijon viloyati' }).nextElementSibling?.textContent).toBe('1');
    expect(within(table).getByRole('rowheader', { name: 'Jami' }).nextElementSibling?.textContent).toBe('7');
    await userEvent.click(within(regionSection).getByRole('button', { name: 'Jadvalni yashirish' }));
    expect(within(regionSection).queryByRole('table')).toBeNull();
  });

  it.each<[Locale, string, string, string, string]>([
    ['oz', 'Statistika', 'Oylar bo‘yicha', 'Mart 2026', 'Jadval ko‘rinishida'],
    ['uz', 'Статистика', 'Ойлар бўйича', 'Март 2026', 'Жадвал кўринишида'],
    ['ru', 'Статистика', 'По месяцам', 'Март 2026', 'Показать таблицей'],
  ])('speaks %s: headings and month names', async (locale, title, monthsTitle, march, show) => {
    serve(() => json(STATS));
    await renderPage('/statistics', locale);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeDefined();
    await screen.findByRole('heading', { level: 3, name: monthsTitle });
    await userEvent.click(within(section(monthsTitle)).getByRole('button', { name: show }));
    expect(within(section(monthsTitle)).getByRole('rowheader', { name: march }).nextElementSibling?.textContent).toBe('6');
  });

  it('says when the period has no data, and draws nothing', async () => {
    serve(() => json(EMPTY));
    await renderPage('/statistics?year=2030');
    expect(await screen.findByText('Bu davr uchun ma’lumot yo‘q. Boshqa davr yoki hududni tanlang.')).toBeDefined();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('offers a retry when loading fails', async () => {
    let fail = true;
    serve(() => (fail ? new Response('down', { status: 503 }) : json(STATS)));
    await renderPage();
    const alert = (await screen.findByText(/Ma’lumotlarni yuklab bo‘lmadi/)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText('01.01.2026 – 31.12.2026: jami 7 ta notarial harakat')).toBeDefined();
  });

  it('checks a date range with the server’s rules before asking, then applies it with a region', async () => {
    const range = { ...STATS, from: '2026-03-01', to: '2026-05-31', region: 5 };
    const api = mockFetch(
      (call) => (call.url.startsWith('/api/statistics?from=01.03.2026') ? json(range) : undefined),
      on('GET', '/api/statistics', () => json(STATS)),
      on('GET', '/api/dictionaries/regions', () => json(regions)),
    );
    restore = api.restore;
    const { router } = await renderPage();
    await screen.findByRole('heading', { level: 3, name: 'Oylar bo‘yicha' });
    await userEvent.click(screen.getByRole('radio', { name: 'Sanalar oralig‘i' }));
    const from = screen.getByRole('textbox', { name: /Boshlanish sanasi/ });
    const to = screen.getByRole('textbox', { name: /Tugash sanasi/ });
    await userEvent.type(from, '01032026');
    expect((from as HTMLInputElement).value).toBe('01.03.2026');
    await userEvent.type(to, '01.02.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Ko‘rsatish' }));
    expect(await screen.findByText('Boshlanish sanasi tugash sanasidan keyin bo‘lmasligi kerak')).toBeDefined();
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('');

    await userEvent.clear(to);
    await userEvent.type(to, '31.05.2026');
    fireEvent.change(screen.getByRole('combobox', { name: 'Hudud' }), { target: { value: '5' } });
    await userEvent.click(screen.getByRole('button', { name: 'Ko‘rsatish' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=01.03.2026&to=31.05.2026&region=5'));
    await waitFor(() => expect(api.calls.map((call) => call.url)).toContain('/api/statistics?from=01.03.2026&to=31.05.2026&region=5'));
    expect(await screen.findByText('01.03.2026 – 31.05.2026, Andijon viloyati: jami 7 ta notarial harakat')).toBeDefined();
  });

  it('shows the tables by themselves when the chart library cannot load', async () => {
    draw.mockImplementation(() => {
      throw new Error('chunk failed');
    });
    serve(() => json(STATS));
    await renderPage();
    await waitFor(() => expect(screen.getAllByText('Diagrammani yuklab bo‘lmadi. Barcha raqamlar quyidagi jadvalda.')).toHaveLength(3));
    expect(screen.getAllByRole('table')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Jadval ko‘rinishida' })).toBeNull();
    draw.mockImplementation(() => ({ destroy: () => undefined }));
  });
});
