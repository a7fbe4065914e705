import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { localeAtom } from '../../state/locale.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import NotificationsButton from './notifications-button.tsx';
import { settle } from '../../test/settle.ts';

// The list dialog is a lazily loaded chunk: compiled before a test waits for what it draws.
beforeAll(() => import('./notification-list-dialog.tsx'));

let restore = () => undefined as void;
afterEach(() => {
  restore();
  vi.useRealTimers();
});

const item = { regtypeid: 1, na: 'Transport vositasini hadya qilish', visitdate: null, visittime: null, regsystemid: 2, rid: 17, uuid: 'a1b2' };

function signedIn(termsofuse: 0 | 1) {
  const store = createStore();
  store.set(tokenAtom, 'session');
  store.set(userAtom, userFixture({ termsofuse }));
  return store;
}

describe('NotificationsButton (web entry to spec §2 screen 7, decision 0013)', () => {
  it('names the count, opens the list in browser paths and gives focus back on close', async () => {
    restore = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([item, { ...item, rid: 18, na: 'Ishonchnoma' }]))).restore;
    const { router } = await renderAt(<NotificationsButton />, { store: signedIn(1), path: '/profile' });
    const button = await screen.findByRole('button', { name: 'Bildirishnomalar 2' });
    await userEvent.click(button);
    // The dialog's code loads on the first open: on a busy machine that may take a moment.
    const dialog = await screen.findByRole('dialog', { name: 'Notarial harakatlaringiz bo‘yicha bildirishnomalar' });
    expect(dialog).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: /Transport vositasini hadya qilish/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act/17'));
  });

  it.each([
    ['oz', 'Bildirishnomalar 2'],
    ['uz', 'Билдиришномалар 2'],
    ['ru', 'Уведомления 2'],
  ] as const)('is named with the count in %s', async (locale, name) => {
    restore = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([item, { ...item, rid: 18 }]))).restore;
    const store = signedIn(1);
    store.set(localeAtom, locale);
    await renderAt(<NotificationsButton />, { store, path: '/profile', locale });
    expect(await screen.findByRole('button', { name })).toBeDefined();
  });

  it('counts again on moving to another page once the count is a minute old', async () => {
    let waiting = [item];
    const api = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json(waiting)));
    restore = api.restore;
    const { router } = await renderAt(<NotificationsButton />, { store: signedIn(1), path: '/profile' });
    const button = await screen.findByRole('button', { name: 'Bildirishnomalar 1' });
    waiting = [item, { ...item, rid: 18 }];
    // Still fresh: moving does not ask the server again.
    await router.navigate('/my_notarial_act');
    expect(api.calls).toHaveLength(1);
    // Only the clock is faked, to make the count a minute old; the test's waits keep real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await router.navigate('/catalogue');
    await waitFor(() => expect(button.textContent).toBe('Bildirishnomalar2'));
    expect(api.calls).toHaveLength(2);
  });

  it('says when nothing awaits the user', async () => {
    restore = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([]))).restore;
    await renderAt(<NotificationsButton />, { store: signedIn(1), path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bildirishnomalar' }));
    expect(await screen.findByText('Qaroringizni kutayotgan notarial harakatlar yo‘q.')).toBeDefined();
  });

  it('offers a retry when the list cannot be read', async () => {
    restore = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json({ code: 'internal_server_error', message: 'x' }, 500))).restore;
    await renderAt(<NotificationsButton />, { store: signedIn(1), path: '/profile' });
    await userEvent.click(screen.getByRole('button', { name: 'Bildirishnomalar' }));
    expect(await screen.findByText('Bildirishnomalarni yuklab bo‘lmadi.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeDefined();
  });

  it('does not ask while the offer is not accepted', async () => {
    const api = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([item])));
    restore = api.restore;
    await renderAt(<NotificationsButton />, { store: signedIn(0), path: '/profile' });
    await settle();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Bildirishnomalar' })).toBeDefined();
  });
});
