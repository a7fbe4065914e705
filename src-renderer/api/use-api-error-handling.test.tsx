import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectUrlAtom } from '../state/redirect-url.ts';
import { tokenAtom } from '../state/token.ts';
import { userAtom } from '../state/user.ts';
import { renderRoute } from '../test/render-route.tsx';
import { ApiError } from './api-error.ts';
import { reportApiError } from './error-handler-registry.ts';

const fail = (status: number, message: string, init: Partial<ConstructorParameters<typeof ApiError>[0]> = {}) =>
  new ApiError({ kind: 'http', method: 'GET', path: '/api/x', status, message, ...init });

const current = { isDownload: false, uuid: undefined, sessionCurrent: true };

/**
 * The page's heading is in the DOM as soon as React commits; the root layout registers the
 * handler in an effect, which may still be pending then (seen on a loaded CI machine). Flush it.
 */
async function pageShown(): Promise<void> {
  await screen.findByRole('heading', { level: 1 });
  await act(async () => undefined);
}

// Pages may load data as they mount: hold every call unanswered so only the errors raised here act.
const pendingFetch = vi.fn(() => new Promise<Response>(() => undefined));
beforeEach(() => {
  vi.stubGlobal('fetch', pendingFetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('spec §8 wired into the app (root layout + toaster)', () => {
  it('an "Access Denied" 403 in the kiosk ends the session and returns to the kiosk login, keeping the page to come back to', async () => {
    const { router, store } = await renderRoute('/kiosk/search_ban?q=1', { authenticated: true });
    store.set(userAtom, { fullname: 'Aliyev Vali', roles: [] });
    await pageShown();

    act(() => reportApiError(fail(403, 'Access Denied'), current));

    const alert = screen.getByRole('alert');
    expect(within(alert).getByText('Avtorizatsiya muddati tugadi, tizimga qaytadan kiring')).toBeDefined();
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
    expect(store.get(redirectUrlAtom)).toBe('/kiosk/search_ban?q=1');
  });

  it('an "Access Denied" 403 in the browser keeps the user on a public page and saves it', async () => {
    const { router, store } = await renderRoute('/notary', { authenticated: true });
    await pageShown();
    act(() => reportApiError(fail(403, 'Access Denied'), current));
    expect(store.get(tokenAtom)).toBeNull();
    expect(router.state.location.pathname).toBe('/notary');
    expect(store.get(redirectUrlAtom)).toBe('/notary');
  });

  it('a 418 uuid_not_found toasts the act and goes to the own acts list', async () => {
    const { router } = await renderRoute('/enotarial_act/ab-1', { authenticated: true });
    await pageShown();
    act(() => reportApiError(fail(418, 'x', { code: 'uuid_not_found' }), { ...current, uuid: 'ab-1' }));
    expect(within(screen.getByRole('alert')).getByText('ab-1 notarial harakat topilmadi')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my_notarial_act'));
  });

  it('a 404 on GET shows the message and the 404 page', async () => {
    const { router } = await renderRoute('/notary/7');
    await pageShown();
    act(() => reportApiError(fail(404, 'Notarius topilmadi'), current));
    expect(within(screen.getByRole('alert')).getByText('Notarius topilmadi')).toBeDefined();
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
  });
});
