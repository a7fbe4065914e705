import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { json, mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { NotificationListHost } from './notification-list-host.tsx';
import { notificationsRequestAtom } from './notifications-request.ts';
import { settle } from '../../test/settle.ts';

// The list dialog is a lazily loaded chunk: compiled before a test waits for what it draws.
beforeAll(() => import('./notification-list-dialog.tsx'));

let restore = () => undefined as void;
afterEach(() => restore());

const item = { regtypeid: 2, na: 'Avtomobil hadya shartnomasi', visitdate: '2026-12-03', visittime: '09:15', regsystemid: 4, rid: 5, uuid: 'e5f6' };

function kioskLogin(termsofuse: 0 | 1) {
  const store = createStore();
  store.set(tokenAtom, 'session');
  store.set(userAtom, userFixture({ termsofuse }));
  store.set(notificationsRequestAtom, true);
  return store;
}

describe('NotificationListHost (spec §4.5–4.6)', () => {
  it('fetches the list after a kiosk login and shows it when non-empty', async () => {
    const api = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([item])));
    restore = api.restore;
    const store = kioskLogin(1);
    const { router } = await renderAt(<NotificationListHost />, { store, path: '/kiosk/main' });
    // The dialog's code loads lazily: on a busy machine that may take a moment.
    const link = await screen.findByRole('link', { name: /Avtomobil hadya shartnomasi/ });
    expect(screen.getByRole('dialog', { name: 'Notarial harakatlaringiz bo‘yicha bildirishnomalar' })).toBeDefined();
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/enotarial_act/e5f6'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.get(notificationsRequestAtom)).toBe(false);
    expect(api.calls).toHaveLength(1);
  });

  it('shows nothing for an empty list and forgets the request', async () => {
    restore = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([]))).restore;
    const store = kioskLogin(1);
    await renderAt(<NotificationListHost />, { store, path: '/kiosk/main' });
    await waitFor(() => expect(store.get(notificationsRequestAtom)).toBe(false));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while the offer is not accepted', async () => {
    const api = mockFetch(on('GET', '/api/notarial_act/get_notify', () => json([item])));
    restore = api.restore;
    const store = kioskLogin(0);
    await renderAt(<NotificationListHost />, { store, path: '/kiosk/main' });
    await settle();
    expect(api.calls).toHaveLength(0);
    store.set(userAtom, userFixture({ termsofuse: 1 }));
    expect(await screen.findByRole('link', { name: /Avtomobil hadya shartnomasi/ })).toBeDefined();
  });
});
