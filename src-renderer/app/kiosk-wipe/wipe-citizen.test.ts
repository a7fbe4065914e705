import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logoutOnServer } from '../../features/terms/api/logout.ts';
import { notificationsRequestAtom } from '../../features/notifications/notifications-request.ts';
import { termsDeferredAtom } from '../../features/terms/terms-deferred.ts';
import { clearWebStorage } from '../../platform/web.ts';
import { breadcrumbAtom } from '../../state/breadcrumb.ts';
import { localeAtom } from '../../state/locale.ts';
import { modeAtom } from '../../state/mode.ts';
import { STORAGE_KEYS } from '../../state/persisted-atom.ts';
import { redirectUrlAtom } from '../../state/redirect-url.ts';
import { clearServerCache, registerServerCache } from '../../state/server-cache.ts';
import { appStore } from '../../state/store.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { userFixture } from '../../test/user-fixture.ts';
import { showToastAtom, toastsAtom } from '../../ui/toast/toast-store.ts';
import { wipeCitizen, type CitizenWipeDeps } from './wipe-citizen.ts';

type Store = ReturnType<typeof createStore>;

/** A citizen in the middle of something: signed in, a page half done, a query cached. */
function citizenAtTerminal(store: Store) {
  store.set(tokenAtom, 'citizen-token');
  store.set(userAtom, userFixture());
  store.set(redirectUrlAtom, '/kiosk/equeue');
  store.set(localeAtom, 'ru');
  store.set(modeAtom, 'kiosk');
  store.set(breadcrumbAtom, [{ label: 'Karimov Aziz' }]);
  store.set(showToastAtom, { message: 'Akt 4b1f topilmadi', tone: 'error' });
  store.set(termsDeferredAtom, true);
  store.set(notificationsRequestAtom, true);
  window.localStorage.setItem('some.feature.draft', '{"pin":"31204842641014"}');
  window.sessionStorage.setItem('enotary.android-reopened', '1');
  window.sessionStorage.setItem('enotary.draft:7:4b1f:trip', '{"purpose":"Dam olish"}');
  const queryClient = new QueryClient();
  queryClient.setQueryData(['acts', 'mine'], [{ regnum: '2026/1' }]);
  const unregister = registerServerCache(() => queryClient.clear());
  return { queryClient, unregister };
}

function fakeDeps(store: Store, steps: string[], overrides: Partial<CitizenWipeDeps> = {}): CitizenWipeDeps {
  return {
    store,
    defaultLocale: 'uz',
    endServerSession: async () => void steps.push(`logout with ${store.get(tokenAtom)}`),
    clearShellSession: async () => void steps.push('shell cleared'),
    stopUserMedia: () => void steps.push('media stopped'),
    clearServerCache: () => {
      steps.push('query cache cleared');
      clearServerCache();
    },
    clearWebStorage: () => {
      steps.push('storage cleared');
      clearWebStorage();
    },
    leave: () => void steps.push(`left, signed in: ${store.get(tokenAtom) !== null}`),
    ...overrides,
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  appStore.set(tokenAtom, null);
});

describe('wipeCitizen (kiosk idle wipe, docs/architecture.md Kiosk behaviour)', () => {
  it('leaves nothing of the citizen: atoms, storage, query cache, server and shell session; the terminal locale comes back', async () => {
    const store = createStore();
    const { queryClient, unregister } = citizenAtTerminal(store);
    const steps: string[] = [];

    await wipeCitizen(fakeDeps(store, steps));
    unregister();

    expect(steps).toEqual(['logout with citizen-token', 'media stopped', 'left, signed in: true', 'query cache cleared', 'storage cleared', 'shell cleared']);
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(redirectUrlAtom)).toBeNull();
    expect(store.get(breadcrumbAtom)).toEqual([]);
    expect(store.get(toastsAtom)).toEqual([]);
    expect(store.get(termsDeferredAtom)).toBe(false);
    expect(store.get(notificationsRequestAtom)).toBe(false);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(window.sessionStorage.length).toBe(0);
    // Only the terminal's own settings are written back.
    expect(store.get(localeAtom)).toBe('uz');
    expect({ ...window.localStorage }).toEqual({ [STORAGE_KEYS.locale]: '"uz"', [STORAGE_KEYS.mode]: '"kiosk"' });
  });

  it("sends the real logout with the citizen's token although the token is gone right after", async () => {
    const sent: { url: string; authorization: string | null }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      sent.push({ url: String(input), authorization: new Headers(init?.headers).get('Authorization') });
      return new Response(null, { status: 200 });
    });
    appStore.set(tokenAtom, 'citizen-token');

    const { serverSessionEnded } = await wipeCitizen({ ...fakeDeps(appStore, []), endServerSession: logoutOnServer });
    await serverSessionEnded;

    expect(appStore.get(tokenAtom)).toBeNull();
    expect(sent).toEqual([{ url: expect.stringMatching(/\/api\/logout$/) as unknown as string, authorization: 'Bearer citizen-token' }]);
  });

  it('does not wait for the server: offline, the token is dropped anyway', async () => {
    const store = createStore();
    store.set(tokenAtom, 'citizen-token');
    const { serverSessionEnded } = await wipeCitizen(fakeDeps(store, [], { endServerSession: () => new Promise<void>(() => undefined) }));
    expect(store.get(tokenAtom)).toBeNull();
    expect(serverSessionEnded).toBeInstanceOf(Promise);
  });

  it('calls no logout when nobody is signed in (the login form was only typed into)', async () => {
    const steps: string[] = [];
    await wipeCitizen(fakeDeps(createStore(), steps));
    expect(steps.some((step) => step.startsWith('logout'))).toBe(false);
    expect(steps).toContain('shell cleared');
  });

  it('finishes the wipe when the shell clear or leaving the page fails, and reports both', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createStore();
    citizenAtTerminal(store).unregister();
    await wipeCitizen(
      fakeDeps(store, [], {
        clearShellSession: () => Promise.reject(new Error('kiosk-bridge:handler_failed')),
        leave: () => Promise.reject(new Error('chunk failed')),
      }),
    );
    expect(store.get(tokenAtom)).toBeNull();
    expect(store.get(localeAtom)).toBe('uz');
    expect(report).toHaveBeenCalledTimes(2);
  });
});
