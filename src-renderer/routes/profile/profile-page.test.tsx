import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom, type User } from '../../state/user.ts';
import { ProfilePage } from './profile-page.tsx';
import { settle } from '../../test/settle.ts';

let restore = () => undefined as void;
afterEach(() => restore());

function signedIn(user: User | null) {
  const store = createStore();
  store.set(tokenAtom, 'session');
  store.set(userAtom, user);
  return store;
}

const value = (label: string) => within(screen.getByText(label, { selector: 'dt' }).parentElement as HTMLElement).getByRole('definition').textContent;

describe('ProfilePage (spec §2 screen 19)', () => {
  it('shows the stored user at once and the refreshed profile when it arrives', async () => {
    restore = mockFetch(on('GET', '/api/profile', () => json(userFixture({ email: 'new@example.uz' })))).restore;
    await renderAt(<ProfilePage />, { store: signedIn(userFixture()), path: '/profile' });
    expect(screen.getByRole('heading', { level: 1, name: 'Profil' })).toBeDefined();
    expect(value('Elektron pochta')).toBe('aziz@example.uz');
    await waitFor(() => expect(value('Elektron pochta')).toBe('new@example.uz'));
    expect(value('Tug‘ilgan sana')).toBe('14.05.1990');
    expect(value('Shaxsga doir ma’lumotlarni qayta ishlashga rozilik')).toBe('Berilgan');
    // Read-only: nothing to type into.
    expect(screen.queryAllByRole('textbox')).toEqual([]);
  });

  it('keeps the stored user when the refresh fails', async () => {
    restore = mockFetch(on('GET', '/api/profile', () => new Response('boom', { status: 502 }))).restore;
    await renderAt(<ProfilePage />, { store: signedIn(userFixture({ termsofuse: 0, phone: null })), path: '/profile' });
    await settle();
    expect(value('Pasport')).toBe('AA 1234567');
    expect(value('Telefon')).toBe('Ko‘rsatilmagan');
    expect(value('Shaxsga doir ma’lumotlarni qayta ishlashga rozilik')).toBe('Berilmagan');
  });

  it('says so when there is no stored user and the profile cannot be loaded', async () => {
    restore = mockFetch(on('GET', '/api/profile', () => new Response('boom', { status: 502 }))).restore;
    await renderAt(<ProfilePage />, { store: signedIn(null), path: '/profile' });
    expect(await screen.findByText('Profil ma’lumotlarini yuklab bo‘lmadi.')).toBeDefined();
  });

  it('logs out everywhere: asks the server to end every session, then ends this one and leaves the page', async () => {
    const api = mockFetch(
      on('GET', '/api/profile', () => json(userFixture())),
      on('POST', '/api/logout/everywhere', () => json({ ok: true })),
      on('POST', '/api/logout', () => json({ ok: true })),
    );
    restore = api.restore;
    const store = signedIn(userFixture());
    await renderAt(<ProfilePage />, { store, path: '/profile' });
    const button = screen.getByRole('button', { name: 'Barcha qurilmalarda chiqish' });
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(store.get(userAtom)).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.url)[0]).toBe('/api/logout/everywhere');
  });

  it('keeps the user signed in and says so when logging out everywhere fails', async () => {
    restore = mockFetch(
      on('GET', '/api/profile', () => json(userFixture())),
      on('POST', '/api/logout/everywhere', () => new Response('boom', { status: 502 })),
    ).restore;
    const store = signedIn(userFixture());
    await renderAt(<ProfilePage />, { store, path: '/profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Barcha qurilmalarda chiqish' }));
    expect((await screen.findByText(/Seanslarni yakunlab bo‘lmadi/)).getAttribute('role')).toBe('alert');
    expect(store.get(tokenAtom)).toBe('session');
  });

  it.each([
    ['uz', 'Барча қурилмаларда чиқиш'],
    ['ru', 'Выйти на всех устройствах'],
  ] as const)('names the button in %s', async (locale, name) => {
    restore = mockFetch(on('GET', '/api/profile', () => json(userFixture()))).restore;
    await renderAt(<ProfilePage />, { store: signedIn(userFixture()), path: '/profile', locale });
    expect(screen.getByRole('button', { name })).toBeDefined();
  });
});
