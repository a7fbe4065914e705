import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const BAN = {
  id: 1,
  state: 'active',
  startDate: '2026-04-20',
  documentDate: '2026-04-20',
  documentNumber: 'MIB-2026-0451',
  type: 'MIB taqiqi',
  official: 'Qodirov Sardor',
  organisation: 'Sergeli tumani MIB bo‘limi',
  object: '01T517KA',
  liftedAt: null,
};

const fact = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition').textContent;

describe('/search_ban and /kiosk/search_ban (signed-in users)', () => {
  it('sends a visitor to the login, keeping the check as the page to return to (spec §2)', async () => {
    const { router, store } = await renderRoute('/search_ban?kind=real_estate&cadastreNumber=1');
    // The first page load compiles the page's chunk: give it time.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(redirectUrlAtom)).toBe('/search_ban?kind=real_estate&cadastreNumber=1');
  });

  it('asks for the key of the chosen kind, each marked required (spec §5)', async () => {
    const api = mockFetch();
    restore = api.restore;
    await renderRoute('/search_ban', { authenticated: true });
    const cadastre = await screen.findByRole('textbox', { name: /Kadastr raqami/ });
    expect(cadastre.getAttribute('aria-required')).toBe('true');

    await userEvent.click(screen.getByRole('radio', { name: 'Transport vositasi' }));
    expect(screen.queryByRole('textbox', { name: /Kadastr raqami/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Texnik pasport bo‘yicha' }));
    const fields = [screen.getByRole('textbox', { name: /Texnik pasport seriyasi/ }), screen.getByRole('textbox', { name: /Texnik pasport raqami/ })];
    for (const field of fields) expect(field.closest('.form-field')?.querySelector('.form-field__required')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Taqiqlarni tekshirish' }));
    expect(await screen.findAllByText('Ushbu maydonni to‘ldirish majburiy')).toHaveLength(2);
    expect(api.calls).toEqual([]);
  });

  it('lists the bans on a vehicle found by technical passport with the fields of spec §3', async () => {
    const api = mockFetch(on('GET', '/api/search/ban', () => json({ bans: [BAN] })));
    restore = api.restore;
    await renderRoute('/search_ban', { authenticated: true });
    await userEvent.click(await screen.findByRole('radio', { name: 'Transport vositasi' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Texnik pasport bo‘yicha' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Texnik pasport seriyasi/ }), 'aaf');
    await userEvent.type(screen.getByRole('textbox', { name: /Texnik pasport raqami/ }), '3456789');
    await userEvent.click(screen.getByRole('button', { name: 'Taqiqlarni tekshirish' }));

    await screen.findByRole('heading', { level: 2, name: 'Topilgan taqiqlar: 1' });
    expect(api.calls[0]?.url).toBe('/api/search/ban?kind=vehicle&by=passport&techPassportSeries=AAF&techPassportNumber=3456789');
    expect(fact('Holati')).toBe('Amalda');
    expect(fact('Taqiq turi')).toBe('MIB taqiqi');
    expect(fact('Qo‘yilgan sana')).toBe('20.04.2026');
    expect(fact('Hujjat raqami va sanasi')).toBe('MIB-2026-0451, 20.04.2026');
    expect(fact('Taqiq qo‘ygan mansabdor shaxs')).toBe('Qodirov Sardor');
    expect(fact('Tashkilot')).toBe('Sergeli tumani MIB bo‘limi');
  });

  it('says "bans not found" for an empty list on the kiosk (spec §8)', async () => {
    restore = mockFetch(on('GET', '/api/search/ban', () => json({ bans: [] }))).restore;
    await renderRoute('/kiosk/search_ban?kind=agri_machinery&machineryNumber=TT+1234', { authenticated: true });
    expect(await screen.findByText('Taqiqlar topilmadi.')).toBeDefined();
    expect(screen.getByRole('radio', { name: 'Qishloq xo‘jaligi texnikasi' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /Texnikaning ro‘yxat raqami/ })).toHaveProperty('value', 'TT 1234');
  });
});
