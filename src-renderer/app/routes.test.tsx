import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from './i18n.ts';
import { ROUTE_STATUS } from './route-status.ts';
import { ROUTE_TITLES } from './route-titles.ts';
import { routes } from './routes.tsx';
import { redirectUrlAtom } from '../state/redirect-url.ts';
import { modeAtom } from '../state/mode.ts';
import { holdFetch } from '../test/fetch-mock.ts';
import { preloadRoutes } from '../test/preload-routes.ts';
import { renderRoute } from '../test/render-route.tsx';

// Every page chunk compiled once, up front: redirects and in-test navigations then wait only for
// rendering (test/setup.ts).
beforeAll(() => preloadRoutes(routes));

// These tests are about the route table (which page, which heading, which redirect), not a page's
// data: every page's API call stays pending, so none reaches for a server that is not running
// (each page's own tests answer its calls). Held for the whole file: a page's timer may still
// fire a call just after its test.
let held: ReturnType<typeof holdFetch>;
beforeAll(() => {
  held = holdFetch();
});
afterAll(() => {
  cleanup();
  held.restore();
});

const sample = (pattern: string) => pattern.replace(/:(\w+)/g, '$1-7');

/** Full paths of the route table's pages (no catch-alls, no redirects, no layouts such as the lazily loaded kiosk frame). */
function pagePaths(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const path = route.index ? parent || '/' : [parent, route.path].filter(Boolean).join('/').replace(/\/+/g, '/');
    const own = route.lazy && route.path !== '*' && !route.children ? [path.startsWith('/') ? path : `/${path}`] : [];
    return [...own, ...pagePaths(route.children ?? [], route.path ? path : parent)];
  });
}

describe('route table (spec §2) equals route-status.ts', () => {
  it('has a page for every spec §2 route and none besides', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(ROUTE_STATUS.map((route) => route.path)));
  });

  it.each(ROUTE_STATUS.map((route) => route.path))('%s resolves to a page, not a catch-all', (pattern) => {
    const leaf = matchRoutes(routes, sample(pattern))?.at(-1)?.route;
    expect(leaf?.lazy).toBeDefined();
    expect(leaf?.path).not.toBe('*');
  });
});

describe('every route renders its page (signed in)', () => {
  it.each(ROUTE_STATUS.map((route) => [sample(route.path), route.titleId] as const))('%s', async (path, titleId) => {
    const { router } = await renderRoute(path, { authenticated: true });
    const expected = titleId === 'route.home' ? 'Onlayn notarial xizmatlar' : i18n._(ROUTE_TITLES[titleId]);
    expect(await screen.findByRole('heading', { level: 1, name: expected })).toBeDefined();
    expect(router.state.location.pathname).toBe(path);
  });
});

describe('redirects of spec §2', () => {
  it.each([
    ['an unknown path', '/nowhere', '/404', true, 'Sahifa topilmadi'],
    ['an unknown deep path', '/notary/1/2/3', '/404', false, 'Sahifa topilmadi'],
    ['an unknown kiosk path', '/kiosk/nowhere', '/kiosk/404', true, 'Sahifa topilmadi'],
    ['the old act address', '/enotarial-act/ab-1', '/enotarial_act/ab-1', true, 'Notarial harakat'],
    ['the bare kiosk root', '/kiosk', '/kiosk/main', true, 'Kiosk bosh menyusi'],
    ['a kiosk page without session', '/kiosk/search_ban', '/kiosk/auth', false, 'Kioskda tizimga kirish'],
    ['an auth page without session', '/my_notarial_act/5', '/', false, 'Onlayn notarial xizmatlar'],
  ])('%s: %s → %s', async (_name, from, to, authenticated, heading) => {
    const { router } = await renderRoute(from, { authenticated });
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeDefined();
  });

  it('saves the wanted kiosk path and sets kiosk mode', async () => {
    const { router, store } = await renderRoute('/kiosk/equeue');
    await waitFor(() => expect(router.state.location.pathname).toBe('/kiosk/auth'));
    expect(store.get(redirectUrlAtom)).toBe('/kiosk/equeue');
    expect(store.get(modeAtom)).toBe('kiosk');
  });

  it('saves a public page in browser mode without moving', async () => {
    const { router, store } = await renderRoute('/notary?sort=rating');
    await screen.findByRole('heading', { level: 1, name: 'Notariuslar reestri' });
    expect(router.state.location.pathname).toBe('/notary');
    // Saved by an effect, which React may run a moment after the page is on screen.
    await waitFor(() => expect(store.get(redirectUrlAtom)).toBe('/notary?sort=rating'));
    expect(store.get(modeAtom)).toBe('browser');
  });
});

describe('scroll on navigation (spec §2: each navigation scrolls to top)', () => {
  it('scrolls to the top on a new page and to the anchor of a hash link', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = await renderRoute('/notary');
    await screen.findByRole('heading', { level: 1, name: 'Notariuslar reestri' });
    scrollTo.mockClear();

    await act(() => router.navigate('/statistics'));
    await screen.findByRole('heading', { level: 1, name: 'Statistika' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    const intoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    await act(() => router.navigate('/#login'));
    await screen.findByRole('heading', { level: 2, name: 'Tizimga kirish' });
    await waitFor(() => expect(intoView).toHaveBeenCalled());
    expect(intoView.mock.contexts.at(-1)).toBe(document.getElementById('login'));
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
    intoView.mockRestore();
  });
});
