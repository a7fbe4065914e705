import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import NotificationsButton from './notifications-button.tsx';

let restore = () => undefined as void;
afterEach(() => restore());

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
    const dialog = await screen.findByRole('dialog', { name: 'Notarial harakatlaringiz bo‘yicha bildirishnomalar' });
    expect(dialog).toBeDefined();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('link', { name: /Transport vositasini hadya qilish/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act/17'));
  });

  it('says when nothing awaits the user', async () => {
    restore = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([]))).restore;
    await renderAt(<NotificationsButton />, { store: signedIn(1), path: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Bildirishnomalar' }));
    expect(await screen.findByText('Yangi bildirishnomalar yo‘q.')).toBeDefined();
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
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Bildirishnomalar' })).toBeDefined();
  });
});
