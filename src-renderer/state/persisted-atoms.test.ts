import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { breadcrumbAtom } from './breadcrumb.ts';
import { localeAtom } from './locale.ts';
import { modeAtom } from './mode.ts';
import { STORAGE_KEYS } from './persisted-atom.ts';
import { redirectUrlAtom } from './redirect-url.ts';
import { clearSessionAtom } from './session.ts';
import { isAuthenticatedAtom, tokenAtom } from './token.ts';
import { userAtom } from './user.ts';

describe('client state (spec §3: token, mode, locale, redirectUrl and user persisted; breadcrumb not)', () => {
  it('writes the five persisted atoms to localStorage', () => {
    const store = createStore();
    store.set(tokenAtom, 'jwt-1');
    store.set(userAtom, { fullname: 'Aliyev Vali', roles: ['applicant'] });
    store.set(modeAtom, 'kiosk');
    store.set(localeAtom, 'ru');
    store.set(redirectUrlAtom, '/equeue');
    store.set(breadcrumbAtom, [{ label: 'Elektron navbat' }]);

    expect(Object.fromEntries(Object.values(STORAGE_KEYS).map((key) => [key, JSON.parse(window.localStorage.getItem(key) ?? 'null')]))).toEqual({
      'enotary.token': 'jwt-1',
      'enotary.user': { fullname: 'Aliyev Vali', roles: ['applicant'] },
      'enotary.mode': 'kiosk',
      'enotary.locale': 'ru',
      'enotary.redirectUrl': '/equeue',
    });
    expect(window.localStorage.length).toBe(5);
  });

  it('reads stored values when mounted, and ignores invalid ones', () => {
    window.localStorage.setItem(STORAGE_KEYS.locale, JSON.stringify('uz'));
    window.localStorage.setItem(STORAGE_KEYS.mode, JSON.stringify('tablet'));
    window.localStorage.setItem(STORAGE_KEYS.redirectUrl, JSON.stringify('https://evil.example/'));
    const store = createStore();
    const stop = [localeAtom, modeAtom, redirectUrlAtom].map((atom) => store.sub(atom, () => undefined));
    expect(store.get(localeAtom)).toBe('uz');
    expect(store.get(modeAtom)).toBe('browser');
    expect(store.get(redirectUrlAtom)).toBeNull();
    stop.forEach((unsubscribe) => unsubscribe());
  });

  it('clears token and user together, from memory and storage', () => {
    const store = createStore();
    store.set(tokenAtom, 'jwt-1');
    store.set(userAtom, { roles: [] });
    store.set(localeAtom, 'ru');
    expect(store.get(isAuthenticatedAtom)).toBe(true);

    store.set(clearSessionAtom);

    expect(store.get(isAuthenticatedAtom)).toBe(false);
    expect(store.get(userAtom)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.locale)).toBe('"ru"');
  });
});
