import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderRoute } from '../../test/render-route.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

const NAME = { oz: 'Saidova Gulnora Anvar qizi', uz: 'Саидова Гулнора Анвар қизи', ru: 'Саидова Гулнора Анвар кизи' };
const OFFICE = { oz: '1-son davlat notarial idorasi', uz: '1-сон давлат нотариал идораси', ru: 'Государственная нотариальная контора № 1' };
const FOUND = {
  found: true,
  registryNumber: '0012500001',
  registryDate: '2025-12-10',
  actTypeId: 101,
  validFrom: '2025-12-10',
  validUntil: '2028-12-09',
  state: 'active',
  principal: 'K*** A***',
  attorney: 'K*** D***',
  notary: { name: NAME },
  office: { name: OFFICE },
};

const fact = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition').textContent;

describe('/search_proxy and /kiosk/search_proxy', () => {
  it('checks a power of attorney: state, type, term, people as initials', async () => {
    const api = mockFetch(on('GET', '/api/search/proxy', () => json(FOUND)));
    restore = api.restore;
    await renderRoute('/search_proxy');
    await userEvent.type(await screen.findByRole('textbox', { name: /Ishonchnomaning reestr raqami/ }), '0012500001');
    await userEvent.type(screen.getByRole('textbox', { name: /Ro‘yxatga olingan sana/ }), '10.12.2025');
    await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));

    await screen.findByRole('heading', { level: 2, name: 'Ishonchnoma topildi' });
    expect(api.calls[0]?.url).toBe('/api/search/proxy?regnum=0012500001&regdate=10.12.2025');
    expect(fact('Holati')).toBe('Amalda');
    expect(fact('Ishonchnoma turi')).toBe('Transport vositasi bo‘yicha ishonchnoma');
    expect(fact('Amal qilish muddati')).toBe('10.12.2025 – 09.12.2028');
    expect(fact('Ishonch bildiruvchi')).toBe('K*** A***');
    expect(fact('Ishonchli vakil')).toBe('K*** D***');
    expect(fact('Notarius')).toBe('Saidova Gulnora Anvar qizi');
  });

  it('says an expired proxy is no longer in force, and "not found" for an unknown one', async () => {
    let answer: unknown = { ...FOUND, state: 'expired' };
    restore = mockFetch(on('GET', '/api/search/proxy', () => json(answer))).restore;
    const { router } = await renderRoute('/search_proxy?regnum=0012500001&regdate=10.12.2025');
    await screen.findByRole('heading', { level: 2, name: 'Ishonchnoma topildi' });
    expect(fact('Holati')).toBe('Muddati tugagan');

    answer = { found: false };
    await router.navigate('/search_proxy?regnum=1&regdate=10.12.2025');
    expect(await screen.findByText('Ishonchnoma topilmadi. Reestr raqami va sanani tekshiring.')).toBeDefined();
  });

  it('runs in the kiosk frame with touch-sized fields (spec §2 kiosk area)', async () => {
    restore = mockFetch(on('GET', '/api/search/proxy', () => json(FOUND))).restore;
    await renderRoute('/kiosk/search_proxy?regnum=0012500001&regdate=10.12.2025', { authenticated: true });
    const field = await screen.findByRole('textbox', { name: /Ishonchnomaning reestr raqami/ });
    expect(field.closest('.app--kiosk')).not.toBeNull();
    expect(field.getAttribute('data-keyboard')).toBe('latin');
    expect(screen.getByRole('textbox', { name: /Ro‘yxatga olingan sana/ }).getAttribute('inputmode')).toBe('numeric');
    await screen.findByRole('heading', { level: 2, name: 'Ishonchnoma topildi' });
  });
});
