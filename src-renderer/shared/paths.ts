/**
 * Path patterns of spec §2 and `href` builders for links (bulletproof-react's `paths`). Params
 * are URL-encoded here so no caller builds a path by hand. It sits on the shared floor below
 * features, so the app's route table, route areas and features all link with the same builders.
 */
const seg = (value: string | number): string => encodeURIComponent(String(value));

/** Spec §4.5: `-1` in the act address stands for a new act. */
export const NEW_ACT_UUID = '-1';

export const paths = {
  home: { path: '/', href: () => '/' },
  index: { path: '/index', href: () => '/index' },
  login: { href: () => '/#login' },
  catalogue: { path: '/na_details', href: () => '/na_details' },
  catalogueDetails: { path: '/na_details/:id', href: (id: string | number) => `/na_details/${seg(id)}` },
  feeCalculator: { path: '/na_details/calc/:nadid', href: (nadid: string | number) => `/na_details/calc/${seg(nadid)}` },
  notaries: { path: '/notary', href: () => '/notary' },
  notaryDetails: { path: '/notary/:id', href: (id: string | number) => `/notary/${seg(id)}` },
  equeue: { path: '/equeue', href: () => '/equeue' },
  statistics: { path: '/statistics', href: () => '/statistics' },
  searchProxy: { path: '/search_proxy', href: () => '/search_proxy' },
  searchInheritance: { path: '/search_inheritcase', href: () => '/search_inheritcase' },
  updateDict: { path: '/update_dict', href: () => '/update_dict' },
  searchAct: { path: '/search_notarial_act', href: () => '/search_notarial_act' },
  searchBan: { path: '/search_ban', href: () => '/search_ban' },
  actDetails: { path: '/enotarial_act/:uuid', href: (uuid: string) => `/enotarial_act/${seg(uuid)}` },
  /** A new act; `search` is the new-act query (`?type=1&simplified=1`, features/act-editor/new-act-params.ts). */
  newAct: { href: (search = '') => `/enotarial_act/${NEW_ACT_UUID}${search}` },
  /** Old address of act details, kept working by a redirect (spec §2). */
  legacyActDetails: { path: '/enotarial-act/:uuid' },
  adminUsers: { path: '/admin/users', href: () => '/admin/users' },
  adminUser: { path: '/admin/users/:id', href: (id: string | number) => `/admin/users/${seg(id)}` },
  profile: { path: '/profile', href: () => '/profile' },
  videoTesting: { path: '/video_testing', href: () => '/video_testing' },
  roomVideoTesting: { path: '/room_video_testing', href: () => '/room_video_testing' },
  forbidden: { path: '/403', href: () => '/403' },
  notFound: { path: '/404', href: () => '/404' },
  myActs: { path: '/my_notarial_act', href: () => '/my_notarial_act' },
  myAct: { path: '/my_notarial_act/:rid', href: (rid: string | number) => `/my_notarial_act/${seg(rid)}` },
  myActParty: {
    path: '/my_notarial_act/:rid/member/:id',
    href: (rid: string | number, id: string | number) => `/my_notarial_act/${seg(rid)}/member/${seg(id)}`,
  },
  myActVehicle: { path: '/my_notarial_act/:rid/auto/:id', href: (rid: string | number, id: string | number) => `/my_notarial_act/${seg(rid)}/auto/${seg(id)}` },
  myActRealEstate: {
    path: '/my_notarial_act/:rid/realty/:id',
    href: (rid: string | number, id: string | number) => `/my_notarial_act/${seg(rid)}/realty/${seg(id)}`,
  },
  myActOtherProperty: {
    path: '/my_notarial_act/:rid/other/:id',
    href: (rid: string | number, id: string | number) => `/my_notarial_act/${seg(rid)}/other/${seg(id)}`,
  },
  operationsTerminals: { path: '/operations/terminals', href: () => '/operations/terminals' },
  kiosk: {
    root: { path: '/kiosk', href: () => '/kiosk' },
    auth: { path: '/kiosk/auth', href: () => '/kiosk/auth' },
    main: { path: '/kiosk/main', href: () => '/kiosk/main' },
    actDetails: { path: '/kiosk/enotarial_act/:uuid', href: (uuid: string) => `/kiosk/enotarial_act/${seg(uuid)}` },
    newAct: { href: (search = '') => `/kiosk/enotarial_act/${NEW_ACT_UUID}${search}` },
    searchProxy: { path: '/kiosk/search_proxy', href: () => '/kiosk/search_proxy' },
    searchInheritance: { path: '/kiosk/search_inheritcase', href: () => '/kiosk/search_inheritcase' },
    searchBan: { path: '/kiosk/search_ban', href: () => '/kiosk/search_ban' },
    equeue: { path: '/kiosk/equeue', href: () => '/kiosk/equeue' },
    videoTesting: { path: '/kiosk/video_testing', href: () => '/kiosk/video_testing' },
    myActs: { path: '/kiosk/my_notarial_act', href: () => '/kiosk/my_notarial_act' },
    diagnostics: { path: '/kiosk/diagnostics', href: () => '/kiosk/diagnostics' },
    dictionaries: { path: '/kiosk/update_dict', href: () => '/kiosk/update_dict' },
    forbidden: { path: '/kiosk/403', href: () => '/kiosk/403' },
    notFound: { path: '/kiosk/404', href: () => '/kiosk/404' },
  },
} as const;

/** An act's details in the mode the user is in (spec §2: a kiosk never leads out of its area). */
export function actDetailsHref(uuid: string, kiosk: boolean): string {
  return kiosk ? paths.kiosk.actDetails.href(uuid) : paths.actDetails.href(uuid);
}

/** The user's own acts in the mode the user is in. */
export function myActsHref(kiosk: boolean): string {
  return kiosk ? paths.kiosk.myActs.href() : paths.myActs.href();
}

/** A new act in the mode the user is in. */
export function newActHref(kiosk: boolean, search = ''): string {
  return kiosk ? paths.kiosk.newAct.href(search) : paths.newAct.href(search);
}

/** Where a signed-out user logs in: the kiosk's own page, or the home page's login section. */
export function signedOutHref(kiosk: boolean): string {
  return kiosk ? paths.kiosk.auth.href() : paths.home.href();
}
