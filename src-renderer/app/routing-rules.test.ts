import { describe, expect, it } from 'vitest';
import { ROUTE_STATUS } from './route-status.ts';
import { aliasRedirect, findRoute, guard, modeForPath, notFoundPath, shellRedirect, type GuardDecision, type GuardInput } from './routing-rules.ts';

describe('modeForPath (spec §2: any path containing kiosk sets kiosk mode)', () => {
  it.each([
    ['/kiosk/auth', 'kiosk'],
    ['/kiosk/main', 'kiosk'],
    ['/kiosk', 'kiosk'],
    ['/kiosk/unknown/deep', 'kiosk'],
    ['/', 'browser'],
    ['/notary/12', 'browser'],
    ['/my_notarial_act/5/auto/7', 'browser'],
    ['/404', 'browser'],
  ] as const)('%s → %s', (path, mode) => {
    expect(modeForPath(path)).toBe(mode);
  });
});

describe('aliasRedirect (spec §2: /enotarial-act/{uuid} → /enotarial_act/{uuid})', () => {
  it.each([
    ['/enotarial-act/3f2a-19', '/enotarial_act/3f2a-19'],
    ['/enotarial-act/3f2a-19/', '/enotarial_act/3f2a-19'],
    ['/kiosk', '/kiosk/main'],
    ['/kiosk/', '/kiosk/main'],
    ['/admin', '/admin/users'],
    ['/Admin/', '/admin/users'],
    ['/operations', '/operations/terminals'],
    ['/admin/user', undefined],
    ['/enotarial_act/3f2a-19', undefined],
    ['/enotarial-act', undefined],
  ])('%s → %s', (path, target) => {
    expect(aliasRedirect(path)).toBe(target);
  });
});

describe('findRoute: every spec §2 path is known, others are not', () => {
  it.each(ROUTE_STATUS.map((route) => [route.path, route.path.replace(/:(\w+)/g, '$1-1')]))('%s matches %s', (pattern, path) => {
    expect(findRoute(path)?.path).toBe(pattern);
  });

  it.each(['/nope', '/notary/1/2', '/my_notarial_act/5/car/7', '/kiosk/notary', '/kiosk/my_notarial_act/5/auto/7', '/admin'])('%s is unknown', (path) => {
    expect(findRoute(path)).toBeUndefined();
  });

  it('ignores a trailing slash like react-router does', () => {
    expect(findRoute('/notary/')?.path).toBe('/notary');
  });
});

describe('notFoundPath (spec §2: unknown kiosk paths → /kiosk/404, others → /404)', () => {
  it.each([
    ['kiosk', '/kiosk/404'],
    ['browser', '/404'],
  ] as const)('%s → %s', (mode, path) => {
    expect(notFoundPath(mode)).toBe(path);
  });
});

const anon = (path: string, search = ''): GuardInput => ({ path, search, authenticated: false, mode: modeForPath(path) });
const signedIn = (path: string): GuardInput => ({ path, authenticated: true, mode: modeForPath(path) });

describe('guard (spec §2 routing rules, §6 kiosk authentication)', () => {
  it.each<[string, GuardInput, GuardDecision]>([
    // Kiosk mode: an unauthenticated user goes to the kiosk auth page, the wanted path is saved.
    ['kiosk main without session', anon('/kiosk/main'), { redirectTo: '/kiosk/auth', saveRedirect: '/kiosk/main' }],
    [
      'kiosk act without session keeps the query',
      anon('/kiosk/enotarial_act/ab-1', '?tab=parties'),
      { redirectTo: '/kiosk/auth', saveRedirect: '/kiosk/enotarial_act/ab-1?tab=parties' },
    ],
    ['kiosk search without session', anon('/kiosk/search_ban'), { redirectTo: '/kiosk/auth', saveRedirect: '/kiosk/search_ban' }],
    ['the kiosk auth page itself is open', anon('/kiosk/auth'), {}],
    ['kiosk 404 needs login too, but is not saved', anon('/kiosk/404'), { redirectTo: '/kiosk/auth' }],
    ['kiosk 403 needs login too, but is not saved', anon('/kiosk/403'), { redirectTo: '/kiosk/auth' }],
    ['kiosk page with session', signedIn('/kiosk/main'), {}],
    // Unknown paths: kiosk ones to /kiosk/404, others to /404 (before any login rule).
    ['unknown kiosk path', anon('/kiosk/nowhere'), { redirectTo: '/kiosk/404' }],
    ['unknown kiosk path with session', signedIn('/kiosk/nowhere'), { redirectTo: '/kiosk/404' }],
    ['unknown browser path', anon('/nowhere'), { redirectTo: '/404' }],
    ['unknown browser path with session', signedIn('/my_notarial_act/1/car/2'), { redirectTo: '/404' }],
    // Legacy act address.
    ['legacy act path', anon('/enotarial-act/ab-1'), { redirectTo: '/enotarial_act/ab-1' }],
    ['bare /kiosk', signedIn('/kiosk'), { redirectTo: '/kiosk/main' }],
    // Browser mode, auth routes: back to the main page (its login panel), wanted path saved.
    ['equeue needs auth', anon('/equeue'), { redirectTo: '/', saveRedirect: '/equeue' }],
    ['search_ban needs auth', anon('/search_ban'), { redirectTo: '/', saveRedirect: '/search_ban' }],
    ['act details need auth', anon('/enotarial_act/ab-1'), { redirectTo: '/', saveRedirect: '/enotarial_act/ab-1' }],
    ['own acts need auth', anon('/my_notarial_act/7/realty/9'), { redirectTo: '/', saveRedirect: '/my_notarial_act/7/realty/9' }],
    ['profile needs auth (§6)', anon('/profile'), { redirectTo: '/', saveRedirect: '/profile' }],
    ['admin pages need auth (§6)', anon('/admin/users/3'), { redirectTo: '/', saveRedirect: '/admin/users/3' }],
    ['auth route with session', signedIn('/my_notarial_act'), {}],
    // Browser mode, public pages: not on the main page → the path is saved.
    ['public page saves the redirect', anon('/notary/15', '?sort=rating'), { saveRedirect: '/notary/15?sort=rating' }],
    ['catalogue saves the redirect', anon('/na_details/calc/4'), { saveRedirect: '/na_details/calc/4' }],
    ['main page saves nothing', anon('/'), {}],
    ['main page alias saves nothing', anon('/index'), {}],
    ['404 page saves nothing', anon('/404'), {}],
    ['403 page saves nothing', anon('/403'), {}],
    ['public page with session saves nothing', signedIn('/notary'), {}],
  ])('%s', (_name, input, decision) => {
    expect(guard(input)).toEqual(decision);
  });
});

describe('shellRedirect: a kiosk terminal stays in the kiosk area', () => {
  it.each([
    ['/', true, '/kiosk/main'],
    ['/notary', true, '/kiosk/main'],
    ['/kiosk/auth', true, undefined],
    ['/', false, undefined],
  ] as const)('%s in shell=%s → %s', (path, inShell, target) => {
    expect(shellRedirect(path, inShell)).toBe(target);
  });
});
