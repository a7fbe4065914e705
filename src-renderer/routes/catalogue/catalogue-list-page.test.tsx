import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { catalogueFixture, renderCataloguePage } from './catalogue-test-support.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

describe('CatalogueListPage (spec §2 na_details, screen 10)', () => {
  it('lists the services of the answer with group, price, duration and count of acts', async () => {
    restore = mockFetch(on('GET', '/api/catalogue', () => json(catalogueFixture()))).restore;
    await renderCataloguePage('/na_details');
    expect(screen.getByRole('heading', { level: 1, name: 'Xizmatlar katalogi' })).toBeDefined();
    const sale = await screen.findByRole('link', { name: 'Transport vositasini sotish shartnomasi' });
    expect(sale.getAttribute('href')).toBe('/na_details/1');
    expect(screen.getByText('Topilgan xizmatlar: 2').getAttribute('role')).toBe('status');
    const card = sale.closest('li') as HTMLElement;
    expect(within(card).getByText('obyekt qiymatining 1 %')).toBeDefined();
    expect(within(card).getByText('42')).toBeDefined();
    const proxy = screen.getByRole('link', { name: 'Transport vositasi bo‘yicha ishonchnoma' }).closest('li') as HTMLElement;
    expect(within(proxy).getByText('206 000,00 so‘m')).toBeDefined();
    const groups = screen.getByRole('navigation', { name: 'Harakatlar guruhlari' });
    expect(
      within(groups)
        .getByRole('link', { name: /Barcha guruhlar/ })
        .getAttribute('aria-current'),
    ).toBe('true');
  });

  it('searches once the user pauses typing and keeps the search in ?q=', async () => {
    const { calls, restore: undo } = mockFetch(on('GET', '/api/catalogue', () => json(catalogueFixture())));
    restore = undo;
    const { router } = await renderCataloguePage('/na_details?group=3&page=2');
    await screen.findByRole('link', { name: 'Transport vositasini sotish shartnomasi' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Xizmat nomi yoki tavsifi' }), { target: { value: 'ishonch' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Xizmat nomi yoki tavsifi' }), { target: { value: 'ishonchnoma ' } });
    await waitFor(() => expect(router.state.location.search).toBe('?group=3&q=ishonchnoma'));
    await waitFor(() => expect(calls.map((call) => call.url)).toContain('/api/catalogue?q=ishonchnoma&group=3'));
    // One search for the pause, none for the keystroke before it.
    expect(calls.filter((call) => call.url.includes('q=ishonch&'))).toEqual([]);
    expect(calls[0]?.url).toBe('/api/catalogue?group=3&page=2');
  });

  it('takes the search from the address, and a group link keeps it', async () => {
    const { calls, restore: undo } = mockFetch(on('GET', '/api/catalogue', () => json(catalogueFixture())));
    restore = undo;
    await renderCataloguePage('/na_details?q=avto');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('avto');
    const link = await screen.findByRole('link', { name: /Ishonchnomalar/ });
    expect(link.getAttribute('href')).toBe('/na_details?q=avto&group=3');
    expect(calls[0]?.url).toBe('/api/catalogue?q=avto');
  });

  it('says when nothing matches and offers the whole catalogue', async () => {
    restore = mockFetch(on('GET', '/api/catalogue', () => json(catalogueFixture({ items: [], total: 0 })))).restore;
    await renderCataloguePage('/na_details?q=zzz');
    expect(await screen.findByText('Hech narsa topilmadi. So‘rovni qisqartiring yoki boshqa so‘z bilan qidiring.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Butun katalogni ko‘rsatish' }).getAttribute('href')).toBe('/na_details');
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    restore = mockFetch(on('GET', '/api/catalogue', () => (fail ? new Response('down', { status: 503 }) : json(catalogueFixture())))).restore;
    await renderCataloguePage('/na_details');
    const message = await screen.findByText('Ma’lumotlarni yuklab bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.');
    const alert = message.closest('[role="alert"]') as HTMLElement;
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('link', { name: 'Transport vositasini sotish shartnomasi' })).toBeDefined();
  });

  it('pages with links that keep the filter', async () => {
    restore = mockFetch(on('GET', '/api/catalogue', () => json(catalogueFixture({ total: 45, page: 2 })))).restore;
    await renderCataloguePage('/na_details?q=a&page=2');
    const pager = await screen.findByRole('navigation', { name: 'Sahifalar' });
    expect(within(pager).getByText('Sahifa 2 / 3')).toBeDefined();
    expect(within(pager).getByRole('link', { name: 'Oldingi sahifa' }).getAttribute('href')).toBe('/na_details?q=a');
    expect(within(pager).getByRole('link', { name: 'Keyingi sahifa' }).getAttribute('href')).toBe('/na_details?q=a&page=3');
  });
});
