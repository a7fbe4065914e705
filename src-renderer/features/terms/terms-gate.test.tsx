import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockFetch, on } from '../../test/fetch-mock.ts';
import { renderAt } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { modeAtom } from '../../state/mode.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { toastsAtom } from '../../ui/toast/toast-store.ts';
import { TermsGate } from './terms-gate.tsx';
import { termsDeferredAtom } from './terms-deferred.ts';

// The offer is a lazily loaded chunk: compiled before the first test waits for the dialog.
beforeAll(() => import('./terms-offer.tsx'));

const ok = () => new Response(null, { status: 200 });
let restore = () => undefined as void;
afterEach(() => restore());

function signedIn({ termsofuse = 0, mode = 'browser' as 'browser' | 'kiosk', redirect = null as string | null } = {}) {
  const store = createStore();
  store.set(tokenAtom, 'session');
  store.set(userAtom, userFixture({ termsofuse: termsofuse as 0 | 1 }));
  store.set(modeAtom, mode);
  store.set(redirectUrlAtom, redirect);
  return store;
}

const offer = () => screen.findByRole('dialog', { name: /оммавий оферта/ });

describe('TermsGate (spec §4 Terms, §4.6)', () => {
  it('asks a signed-in user with termsofuse 0 on start; nothing for an accepted one or while a login defers it', async () => {
    await renderAt(<TermsGate />, { store: signedIn() });
    expect(await offer()).toBeDefined();

    const accepted = signedIn({ termsofuse: 1 });
    await renderAt(<TermsGate />, { store: accepted });
    const deferred = signedIn();
    deferred.set(termsDeferredAtom, true);
    await renderAt(<TermsGate />, { store: deferred });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('Agree: checks the token, accepts, sets termsofuse 1 and goes to the saved redirect, then clears it', async () => {
    const api = mockFetch(on('GET', '/api/check_token', ok), on('POST', '/api/offer_accept', ok));
    restore = api.restore;
    const store = signedIn({ redirect: '/search_ban' });
    const { router } = await renderAt(<TermsGate />, { store, path: '/' });
    await userEvent.click(await screen.findByRole('button', { name: 'Roziman' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/search_ban'));
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/check_token', 'POST /api/offer_accept?action=1']);
    expect(store.get(userAtom)?.termsofuse).toBe(1);
    expect(store.get(redirectUrlAtom)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Agree without a saved redirect goes to /my_notarial_act (browser mode only)', async () => {
    restore = mockFetch(on('GET', '/api/check_token', ok), on('POST', '/api/offer_accept', ok)).restore;
    const { router } = await renderAt(<TermsGate />, { store: signedIn(), path: '/notary' });
    await userEvent.click(await screen.findByRole('button', { name: 'Roziman' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act'));

    restore();
    restore = mockFetch(on('GET', '/api/check_token', ok), on('POST', '/api/offer_accept', ok)).restore;
    const kiosk = signedIn({ mode: 'kiosk' });
    const view = await renderAt(<TermsGate />, { store: kiosk, path: '/kiosk/main' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Roziman' })).at(-1) as HTMLElement);
    await waitFor(() => expect(kiosk.get(userAtom)?.termsofuse).toBe(1));
    expect(view.router.state.location.pathname).toBe('/kiosk/main');
  });

  it('a failed token check logs out silently: no toast, no offer call', async () => {
    const api = mockFetch(on('GET', '/api/check_token', () => new Response('{"message":"Access Denied"}', { status: 403 })));
    restore = api.restore;
    const store = signedIn();
    await renderAt(<TermsGate />, { store });
    await userEvent.click(await screen.findByRole('button', { name: 'Roziman' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(toastsAtom)).toEqual([]);
    expect(api.calls).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Disagree in the browser: declines, logs out and goes to /', async () => {
    const api = mockFetch(on('GET', '/api/check_token', ok), on('POST', '/api/offer_accept', ok), on('POST', '/api/logout', ok));
    restore = api.restore;
    const store = signedIn();
    const { router } = await renderAt(<TermsGate />, { store, path: '/notary' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rozi emasman va tizimdan chiqaman' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/check_token', 'POST /api/offer_accept?action=0', 'POST /api/logout']);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
  });

  it('Disagree in the kiosk goes to the kiosk login, even when the server already ended the session', async () => {
    restore = mockFetch(
      on('GET', '/api/check_token', ok),
      on('POST', '/api/offer_accept', ok),
      on('POST', '/api/logout', () => new Response(null, { status: 403 })),
    ).restore;
    const store = signedIn({ mode: 'kiosk' });
    const { router } = await renderAt(<TermsGate />, { store, path: '/kiosk/main' });
    await userEvent.click(await screen.findByRole('button', { name: 'Rozi emasman va tizimdan chiqaman' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(toastsAtom)).toEqual([]);
  });
});
