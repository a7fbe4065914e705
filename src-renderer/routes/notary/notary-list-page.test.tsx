import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { districts, KARIMOV, regions, renderNotaryPage, SAIDOVA } from './notary-test-support.tsx';

let restore = () => undefined as void;
afterEach(() => {
  restore();
  vi.unstubAllGlobals();
});

const page = (items = [SAIDOVA, KARIMOV], total = items.length) => ({ items, total, page: 1, pageSize: 20 });
const dictionaries = [on('GET', '/api/dictionaries/regions', () => json(regions)), on('GET', '/api/dictionaries/districts', () => json(districts))];

describe('NotaryListPage (spec §2 notary, screen 17)', () => {
  it('shows each notary with office, address, an accessible rating, reviews and status', async () => {
    restore = mockFetch(
      on('GET', '/api/notaries', () => json(page())),
      ...dictionaries,
    ).restore;
    await renderNotaryPage('/notary');
    expect(screen.getByRole('heading', { level: 1, name: 'Notariuslar reestri' })).toBeDefined();
    const link = await screen.findByRole('link', { name: 'Saidova Gulnora Anvar qizi' });
    expect(link.getAttribute('href')).toBe('/notary/1');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('5 balldan 4,6')).toBeDefined();
    expect(within(card).getByText(/7 ta sharh/)).toBeDefined();
    expect(within(card).getByText('Bugun idorada')).toBeDefined();
    expect(within(card).getByText('Toshkent, Amir Temur ko‘chasi, 1')).toBeDefined();
    const other = screen.getByRole('link', { name: 'Karimov Bobur' }).closest('li') as HTMLElement;
    expect(within(other).getByText('Ta’tilda')).toBeDefined();
    expect(within(other).getByText('Baholanmagan')).toBeDefined();
    expect(screen.getByText('Topilgan notariuslar: 2').getAttribute('role')).toBe('status');
  });

  it('filters by region, then district of that region, keeping the filter in the address', async () => {
    const { calls, restore: undo } = mockFetch(
      on('GET', '/api/notaries', () => json(page())),
      ...dictionaries,
    );
    restore = undo;
    const { router } = await renderNotaryPage('/notary?page=3');
    await screen.findByRole('option', { name: 'Andijon viloyati' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Hudud' }), { target: { value: '5' } });
    await waitFor(() => expect(router.state.location.search).toBe('?region=5'));
    const district = screen.getByRole('combobox', { name: 'Tuman (shahar)' });
    expect(within(district).queryByRole('option', { name: 'Yunusobod tumani' })).toBeNull();
    fireEvent.change(district, { target: { value: '40' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hozir ishlayotganlar (Toshkent vaqti)' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Litsenziya' }), { target: { value: 'active' } });
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/notaries?region=5&district=40&workingNow=1&licence=active'));
    expect(calls.find((call) => call.url.startsWith('/api/notaries'))?.url).toBe('/api/notaries?page=3');
  });

  it('sorts by nearest with the browser position, and explains a refusal', async () => {
    const { calls, restore: undo } = mockFetch(
      on('GET', '/api/notaries', () => json(page())),
      ...dictionaries,
    );
    restore = undo;
    let allow = false;
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (found: PositionCallback, failed: PositionErrorCallback) =>
          allow
            ? found({ coords: { latitude: 41.31234, longitude: 69.27911 } } as GeolocationPosition)
            : failed({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      },
    });
    const { router } = await renderNotaryPage('/notary');
    await screen.findByRole('link', { name: 'Saidova Gulnora Anvar qizi' });
    const sort = screen.getByRole('combobox', { name: 'Tartib' });
    fireEvent.change(sort, { target: { value: 'nearest' } });
    expect((await screen.findByText(/joylashuvingizga ruxsat kerak/)).getAttribute('role')).toBe('alert');
    expect(router.state.location.search).toBe('');
    allow = true;
    fireEvent.change(sort, { target: { value: 'nearest' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=nearest&lat=41.312&lon=69.279'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/notaries?sort=nearest&lat=41.312&lon=69.279'));
  });

  it('says when nothing matches and offers the whole registry; a failure offers a retry', async () => {
    let fail = true;
    restore = mockFetch(
      on('GET', '/api/notaries', () => (fail ? new Response('down', { status: 503 }) : json(page([], 0)))),
      ...dictionaries,
    ).restore;
    await renderNotaryPage('/notary?status=sick_leave');
    const alert = (await screen.findByText(/Ma’lumotlarni yuklab bo‘lmadi/)).closest('[role="alert"]') as HTMLElement;
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByText('Shartlarga mos notarius topilmadi.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Barcha notariuslarni ko‘rsatish' }).getAttribute('href')).toBe('/notary');
  });

  it('pages with links that keep the filter, in Russian', async () => {
    restore = mockFetch(
      on('GET', '/api/notaries', () => json({ ...page(), total: 45, page: 2 })),
      ...dictionaries,
    ).restore;
    await renderNotaryPage('/notary?region=1&page=2', { locale: 'ru' });
    const pager = await screen.findByRole('navigation', { name: 'Страницы нотариусов' });
    expect(within(pager).getByText('Страница 2 из 3')).toBeDefined();
    expect(within(pager).getByRole('link', { name: 'Предыдущая страница' }).getAttribute('href')).toBe('/notary?region=1');
    expect(within(pager).getByRole('link', { name: 'Следующая страница' }).getAttribute('href')).toBe('/notary?region=1&page=3');
    expect((await screen.findAllByText('4,6 из 5')).length).toBeGreaterThan(0);
  });
});
