import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { routes } from '../../app/routes.tsx';
import { localeAtom } from '../../state/locale.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { renderRoute } from '../../test/render-route.tsx';

describe('home page login panel (spec §2 screens 1, 9)', () => {
  it('offers the passport login at #login, prefilled from passserial and passnum', async () => {
    await renderRoute('/?passserial=ab&passnum=7654321');
    const panel = await screen.findByRole('region', { name: 'Tizimga kirish' });
    expect(panel.id).toBe('login');
    expect(within(panel).getByLabelText<HTMLInputElement>('Pasport seriyasi').value).toBe('AB');
    expect(within(panel).getByLabelText<HTMLInputElement>('Pasport raqami').value).toBe('7654321');
    expect(within(panel).getByRole('button', { name: 'Identifikatsiyadan o‘tish' })).toBeDefined();
    expect(within(panel).queryByText('Bu xizmat portalning ushbu versiyasida hali mavjud emas.')).toBeNull();
  });

  it('shows a signed-in user the way on instead of the form', async () => {
    await renderRoute('/', { authenticated: true });
    const panel = await screen.findByRole('region', { name: 'Tizimga kirish' });
    expect(within(panel).getByRole('link', { name: 'Davom etish' }).getAttribute('href')).toBe('/my_notarial_act');
    expect(within(panel).queryByLabelText('Pasport seriyasi')).toBeNull();
  });

  it('shows the form without its code, and the real form takes over what was typed once a login starts', async () => {
    await renderRoute('/');
    const panel = await screen.findByRole('region', { name: 'Tizimga kirish' });
    const pin = within(panel).getByLabelText<HTMLInputElement>(/JShShIR/);
    // The static form: no `name`, so nothing is sent without JavaScript; the real form has one.
    expect(pin.name).toBe('');
    pin.value = '31204842641014';
    within(panel).getByLabelText<HTMLInputElement>('Pasport seriyasi').value = 'ab';

    fireEvent.pointerEnter(pin.closest('form')!.parentElement!);
    await waitFor(() => expect(within(panel).getByLabelText<HTMLInputElement>(/JShShIR/).name).toBe('pin'));
    expect(within(panel).getByLabelText<HTMLInputElement>(/JShShIR/).value).toBe('31204842641014');
    // Typed again into the real form, so its own rules ran: the series is upper-cased.
    expect(within(panel).getByLabelText<HTMLInputElement>('Pasport seriyasi').value).toBe('AB');
  });

  it('asks for login, with the real form ready, after a protected page sent the visitor here (spec §2 routing rules)', async () => {
    const { store } = await renderRoute('/');
    store.set(redirectUrlAtom, '/my_notarial_act');
    const panel = await screen.findByRole('region', { name: 'Tizimga kirish' });
    expect(await within(panel).findByText('Davom etish uchun tizimga kiring.')).toBeDefined();
    await waitFor(() => expect(within(panel).getByLabelText<HTMLInputElement>(/JShShIR/).name).toBe('pin'));
  });
});

describe('home page content (spec §1, §2 screen 9)', () => {
  it('warns never to share login, password, the signature key or its password', async () => {
    await renderRoute('/');
    const warning = await screen.findByRole('region', { name: 'Diqqat!' });
    expect(warning.textContent).toContain('Hech kimga login, parol, elektron raqamli imzo kalitingizni va uning parolini bermang!');
  });

  it('has the buttons of screen 9 with their targets, and the helpline 1008 as a phone link', async () => {
    await renderRoute('/');
    const actions = await screen.findByRole('navigation', { name: 'Tezkor harakatlar' });
    const links = within(actions)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Notarial harakat yaratish', '/my_notarial_act'],
      ['Xizmatlar haqida batafsil', '/na_details'],
      ['Ko‘chmas mulk bo‘yicha ma’lumotnoma', '/search_ban'],
      ['Notarius qabuliga yozilish', '/notary'],
      ['Ishonch telefoni: 1008', 'tel:1008'],
    ]);
    const helpline = screen.getByRole('region', { name: 'Ishonch telefoni' });
    expect(within(helpline).getByRole('link', { name: '1008' }).getAttribute('href')).toBe('tel:1008');
  });

  it('lists what the portal can do and links the catalogue', async () => {
    await renderRoute('/');
    const capabilities = await screen.findByRole('region', { name: 'Portalda nimalar qilish mumkin' });
    expect(within(capabilities).getAllByRole('listitem')).toHaveLength(6);
    expect(within(capabilities).getByRole('link', { name: 'Barcha notarial xizmatlar katalogi' }).getAttribute('href')).toBe('/na_details');
  });

  it('creating an act while signed out leads to the login with the act list saved as the way back (spec §2)', async () => {
    const { router, store } = await renderRoute('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Notarial harakat yaratish' }));
    await waitFor(() => expect(store.get(redirectUrlAtom)).toBe('/my_notarial_act'));
    expect(router.state.location.pathname).toBe('/');
  });

  it.each<[Locale, string, string, string, string]>([
    ['oz', 'Onlayn notarial xizmatlar', 'Diqqat!', 'Portal xizmatlari', 'Tizimga kirish'],
    ['uz', 'Онлайн нотариал хизматлар', 'Диққат!', 'Портал хизматлари', 'Тизимга кириш'],
    ['ru', 'Онлайн нотариальные услуги', 'Внимание!', 'Услуги портала', 'Вход в систему'],
  ])('speaks %s', async (locale, title, warning, carousel, login) => {
    const store = createStore();
    store.set(localeAtom, locale);
    await renderRoutes(routes, { path: '/', locale, store });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeDefined();
    for (const name of [warning, carousel, login]) expect(screen.getByRole('heading', { level: 2, name })).toBeDefined();
    expect(screen.getByRole('region', { name: carousel }).getAttribute('aria-roledescription')).toBe(locale === 'oz' ? 'karusel' : 'карусель');
  });
});
