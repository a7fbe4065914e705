import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const text = (oz: string) => ({ oz, uz: oz, ru: oz });
const CASE = {
  caseNumber: '145/2026',
  openedAt: '2026-09-20',
  deceased: 'T*** K***',
  deathDate: '2026-08-15',
  state: 'open',
  notary: { id: 1, name: text('Saidova Gulnora Anvar qizi') },
  office: { name: text('1-son davlat notarial idorasi'), address: text('Toshkent, Amir Temur 1'), phone: '(71) 200-00-01' },
};

const fact = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition');

describe('/search_inheritcase and /kiosk/search_inheritcase', () => {
  it('finds a case by its number: opening date, notary (linked to the registry) and office', async () => {
    const api = mockFetch(on('GET', '/api/search/inheritcase', () => json({ cases: [CASE] })));
    restore = api.restore;
    await renderRoute('/search_inheritcase');
    await userEvent.type(await screen.findByRole('textbox', { name: /Meros ishi raqami/ }), '145/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));

    await screen.findByRole('heading', { level: 3, name: 'Meros ishi № 145/2026' });
    expect(api.calls[0]?.url).toBe('/api/search/inheritcase?by=case&caseNumber=145%2F2026');
    expect(fact('Ish ochilgan sana').textContent).toBe('20.09.2026');
    expect(fact('Vafot etgan shaxs').textContent).toBe('T*** K***');
    expect(within(fact('Notarius')).getByRole('link').getAttribute('href')).toBe('/notary/1');
    expect(within(fact('Notarial idora')).getByRole('link', { name: '+998 71 200-00-01' }).getAttribute('href')).toBe('tel:+998712000001');
  });

  it('searches by the deceased: name and date of death are both required', async () => {
    const api = mockFetch(on('GET', '/api/search/inheritcase', () => json({ cases: [] })));
    restore = api.restore;
    await renderRoute('/search_inheritcase');
    await userEvent.click(await screen.findByRole('radio', { name: 'Vafot etgan shaxs bo‘yicha' }));
    const name = screen.getByRole('textbox', { name: /Vafot etgan shaxsning F.I.Sh./ });
    expect(name.getAttribute('aria-required')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));
    expect(await screen.findAllByText('Ushbu maydonni to‘ldirish majburiy')).toHaveLength(2);
    expect(api.calls).toEqual([]);

    await userEvent.type(name, 'Tursunov Kamol');
    await userEvent.type(screen.getByRole('textbox', { name: /Vafot etgan sana/ }), '15082026');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));
    expect(await screen.findByText('Meros ishi topilmadi. Ma’lumotlarni tekshirib, qayta urinib ko‘ring.')).toBeDefined();
    expect(api.calls[0]?.url).toBe('/api/search/inheritcase?by=deceased&name=Tursunov+Kamol&deathDate=15.08.2026');
  });

  it('shows a found case on the kiosk without a link out of the kiosk area', async () => {
    restore = mockFetch(on('GET', '/api/search/inheritcase', () => json({ cases: [CASE] }))).restore;
    await renderRoute('/kiosk/search_inheritcase?by=case&caseNumber=145%2F2026', { authenticated: true });
    await screen.findByRole('heading', { level: 3, name: 'Meros ishi № 145/2026' });
    expect(within(fact('Notarius')).queryByRole('link')).toBeNull();
  });
});
