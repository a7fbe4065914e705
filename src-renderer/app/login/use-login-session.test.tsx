import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { notificationsRequestAtom } from '../../features/notifications/notifications-request.ts';
import { TermsGate } from '../../features/terms/terms-gate.tsx';
import type { Mode } from '../../state/mode.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { renderAt } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { useLoginSession } from './use-login-session.ts';

function Harness({ mode, termsofuse }: { mode: Mode; termsofuse: 0 | 1 }) {
  const { onLoggedIn, onPhoneSaved, onFinished } = useLoginSession(mode);
  const session = { token: 'session', user: userFixture({ termsofuse }) };
  return (
    <>
      <button type="button" onClick={() => onLoggedIn(session)}>
        auth ok
      </button>
      <button type="button" onClick={() => onPhoneSaved('935550011')}>
        phone confirmed
      </button>
      <button type="button" onClick={() => onFinished(session)}>
        success closed
      </button>
      <TermsGate />
    </>
  );
}

async function login(mode: Mode, termsofuse: 0 | 1, path: string, redirect: string | null = null) {
  const store = createStore();
  store.set(redirectUrlAtom, redirect);
  const view = await renderAt(<Harness mode={mode} termsofuse={termsofuse} />, { store, path });
  await userEvent.click(screen.getByRole('button', { name: 'auth ok' }));
  return { ...view, store };
}

describe('what a login does to the app (spec §4 Login flow 3, 5, 6)', () => {
  it('stores token and user at resultCode 1 and keeps the offer back until the success dialog closes', async () => {
    const { store, router } = await login('browser', 0, '/');
    expect(store.get(tokenAtom)).toBe('session');
    expect(store.get(userAtom)?.fullname).toBe('Karimov Aziz Rustamovich');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'success closed' }));
    expect(await screen.findByRole('dialog', { name: /оммавий оферта/ })).toBeDefined();
    expect(router.state.location.pathname).toBe('/');
  });

  it('gives the stored user the phone the login’s phone step kept or confirmed (docs/decisions/0058-contact-phone-at-login.md)', async () => {
    const { store } = await login('browser', 1, '/');
    expect(store.get(userAtom)?.phone).toBe('901234567');
    await userEvent.click(screen.getByRole('button', { name: 'phone confirmed' }));
    expect(store.get(userAtom)?.phone).toBe('935550011');
    expect(store.get(tokenAtom)).toBe('session');
  });

  it('browser with an accepted offer goes to the saved redirect and clears it', async () => {
    const { store, router } = await login('browser', 1, '/', '/search_ban');
    await userEvent.click(screen.getByRole('button', { name: 'success closed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search_ban'));
    expect(store.get(redirectUrlAtom)).toBeNull();
    expect(store.get(notificationsRequestAtom)).toBe(false);
  });

  it('browser with pin, passserial and passnum in the query goes to /enotarial_act/-1', async () => {
    const { router } = await login('browser', 1, '/?pin=31405901234567&passserial=AA&passnum=1234567');
    await userEvent.click(screen.getByRole('button', { name: 'success closed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/enotarial_act/-1'));
  });

  it('kiosk goes to the saved redirect and asks for the notification list', async () => {
    const { store, router } = await login('kiosk', 1, '/kiosk/auth', '/kiosk/equeue');
    await userEvent.click(screen.getByRole('button', { name: 'success closed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/equeue'));
    expect(store.get(notificationsRequestAtom)).toBe(true);
    expect(store.get(redirectUrlAtom)).toBeNull();
  });

  it('kiosk with the offer pending goes to kiosk.main and opens the offer', async () => {
    const { router } = await login('kiosk', 0, '/kiosk/auth', '/kiosk/equeue');
    await userEvent.click(screen.getByRole('button', { name: 'success closed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/main'));
    expect(await screen.findByRole('dialog', { name: /оммавий оферта/ })).toBeDefined();
  });
});
