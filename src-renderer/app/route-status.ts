/**
 * Every route of spec §2 with what this version of the portal does there. The route table
 * (`routes.tsx`), the routing rules (auth, unknown paths) and the status table of docs/status.md are all
 * checked against this one list. Plain data with no imports, so Node scripts can read it too.
 *
 * - `auth`: spec §2 "needs auth"; admin and profile pages also need a signed-in user (spec §6:
 *   administrator pages, "authenticated applicant: … profile"); every kiosk page but the kiosk
 *   auth page needs one too (spec §6 "Kiosk mode forces authentication everywhere…").
 * - `built`: false means the page is the honest "not yet available" shell.
 * - `titleId`: the Lingui id of the page title (texts in `route-titles.ts`).
 */
export const ROUTE_AREAS = [
  'home',
  'catalogue',
  'notary',
  'equeue',
  'statistics',
  'searches',
  'dictionaries',
  'acts',
  'my-acts',
  'admin',
  'profile',
  'video-testing',
  'errors',
  'kiosk',
  'operations',
] as const;
export type RouteArea = (typeof ROUTE_AREAS)[number];

export interface RouteStatus {
  /** The path pattern, react-router syntax (`:param`). */
  readonly path: string;
  readonly area: RouteArea;
  readonly mode: 'browser' | 'kiosk';
  readonly auth: boolean;
  readonly built: boolean;
  readonly titleId: string;
  /** What the page is, in English, for the status table (docs/status.md). */
  readonly summary: string;
}

export const ROUTE_STATUS = [
  {
    path: '/',
    area: 'home',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.home',
    summary:
      'Main page: quick actions (create act, details, real-estate statement via the ban check, notary booking, helpline 1008), credentials warning, carousel of six services, capabilities and catalogue link, passport login with face check (its code loads when a login starts); prerendered, hydrated',
  },
  { path: '/index', area: 'home', mode: 'browser', auth: false, built: true, titleId: 'route.home', summary: 'Main page alias (prerendered too)' },
  {
    path: '/na_details',
    area: 'catalogue',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.catalogue',
    summary: 'Service catalogue: search, act groups, paging',
  },
  {
    path: '/na_details/:id',
    area: 'catalogue',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.catalogueDetails',
    summary: 'Service details (all fields of screen 10), calculator and create-act buttons',
  },
  {
    path: '/na_details/calc/:nadid',
    area: 'catalogue',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.feeCalculator',
    summary: 'Fee calculator with close-relative discounts and the total in words',
  },
  {
    path: '/notary',
    area: 'notary',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.notaries',
    summary:
      "Notary registry: filters (region, district, working now, status, licence), sorting incl. nearest, paging, the page's notaries on a map on request",
  },
  {
    path: '/notary/:id',
    area: 'notary',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.notaryDetails',
    summary:
      'Notary details: rating, timetable, status, Leaflet map with the office marker (configurable tiles; address, coordinates and OSM link without tiles), queue sign-up, reviews (a signed-in user can review)',
  },
  {
    path: '/equeue',
    area: 'equeue',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.equeue',
    summary:
      'Electronic queue: book a free 30-minute slot of the next 14 days with a notary (Tashkent time, no double booking), own bookings with cancelling, the 15-minute lateness rule',
  },
  {
    path: '/statistics',
    area: 'statistics',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.statistics',
    summary: 'Statistics of registered acts by type, region and month (year or date range, optional region): lazily loaded charts, each with a table',
  },
  {
    path: '/search_proxy',
    area: 'searches',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.searchProxy',
    summary: 'Power of attorney check by registry number and date (state, term, parties as initials)',
  },
  {
    path: '/search_inheritcase',
    area: 'searches',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.searchInheritance',
    summary: 'Inheritance case search by case number or by the deceased (notary and office)',
  },
  {
    path: '/update_dict',
    area: 'dictionaries',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.updateDict',
    summary: 'Dictionaries with version, date and item count; check for updates with If-None-Match (304 or the new version); searchable item view',
  },
  {
    path: '/search_notarial_act',
    area: 'searches',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.searchAct',
    summary: 'Check of a registered notarial act by number and date, or by the QR link of the act',
  },
  {
    path: '/search_ban',
    area: 'searches',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.searchBan',
    summary: 'Property ban check: real estate, vehicles, agricultural machinery',
  },
  {
    path: '/enotarial_act/:uuid',
    area: 'acts',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.actDetails',
    summary:
      'Notarial act details: 9-step progress, actions allowed to the user (dialogs for reason, remarks, time), tabs general info, parties (invitations by SMS, link, QR), subjects, print form, payments, references (bans), result, remarks, history; notary choice; invitation accept/decline (`?invite=`); `-1` is a new act',
  },
  {
    path: '/admin/users',
    area: 'admin',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.adminUsers',
    summary:
      'Administration (administrator role, checked by the server; others get the 403 page): users searched by name, login, pin, phone or email, filtered by state, role and type, sorted and paged on the server',
  },
  {
    path: '/admin/users/:id',
    area: 'admin',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.adminUser',
    summary:
      'Administration: every admin user label, roles given or taken and the account blocked, deleted or restored with a reason (blocking ends its sessions; the last administrator is kept), end all sessions, the audit trail',
  },
  { path: '/profile', area: 'profile', mode: 'browser', auth: true, built: true, titleId: 'route.profile', summary: 'Profile' },
  {
    path: '/video_testing',
    area: 'video-testing',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.videoTesting',
    summary:
      "Video conference device test: webcam resolution and frame rate measured from its frames (≥ 640×480), microphone level meter, speaker tone the user confirms, download and upload speed against the server (≥ 2 Mb/s, 4 recommended), each with the §8 message of its failure; a signed-in user's result is kept and can be attached to an act (`?act=`), whose notary and parties read it",
  },
  {
    path: '/room_video_testing',
    area: 'video-testing',
    mode: 'browser',
    auth: false,
    built: true,
    titleId: 'route.roomVideoTesting',
    summary:
      'Video room test: a real call through the server’s signalling between two peers of the page (TURN relay when configured), time to connect, RTT, bitrate and packet loss from getStats, pass or fail',
  },
  { path: '/403', area: 'errors', mode: 'browser', auth: false, built: true, titleId: 'route.forbidden', summary: 'Access denied' },
  { path: '/404', area: 'errors', mode: 'browser', auth: false, built: true, titleId: 'route.notFound', summary: 'Page not found' },
  {
    path: '/my_notarial_act',
    area: 'my-acts',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.myActs',
    summary:
      'My notarial acts: two tabs (in progress and finished; awaiting my decision), twelve filters, sorting and paging on the server, new act / new simplified act; for a notary the queue of acts by step (notary workspace)',
  },
  {
    path: '/my_notarial_act/:rid',
    area: 'my-acts',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.myAct',
    summary: 'My notarial act by its number: the same act details',
  },
  {
    path: '/my_notarial_act/:rid/member/:id',
    area: 'my-acts',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.myActParty',
    summary: 'Act party: the act details on the parties tab, the party marked',
  },
  {
    path: '/my_notarial_act/:rid/auto/:id',
    area: 'my-acts',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.myActVehicle',
    summary: 'Act subject: vehicle (subjects tab, the vehicle marked)',
  },
  {
    path: '/my_notarial_act/:rid/realty/:id',
    area: 'my-acts',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.myActRealEstate',
    summary: 'Act subject: real estate (subjects tab, the property marked)',
  },
  {
    path: '/my_notarial_act/:rid/other/:id',
    area: 'my-acts',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.myActOtherProperty',
    summary: 'Act subject: other property (subjects tab, the property marked)',
  },
  {
    path: '/operations/terminals',
    area: 'operations',
    mode: 'browser',
    auth: true,
    built: true,
    titleId: 'route.operationsTerminals',
    summary:
      'Operations (role operations, decided by the server): the kiosk fleet with version, channel, self-test, last heartbeat and uptime of each terminal; the rollout percentage of each update channel (not in the spec route list)',
  },
  { path: '/kiosk/auth', area: 'kiosk', mode: 'kiosk', auth: false, built: true, titleId: 'route.kioskAuth', summary: 'Kiosk login' },
  { path: '/kiosk/main', area: 'kiosk', mode: 'kiosk', auth: true, built: true, titleId: 'route.kioskMain', summary: 'Kiosk main menu' },
  {
    path: '/kiosk/enotarial_act/:uuid',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.actDetails',
    summary: 'Kiosk: notarial act details (the citizen part)',
  },
  {
    path: '/kiosk/search_proxy',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.searchProxy',
    summary: 'Kiosk: power of attorney check',
  },
  {
    path: '/kiosk/search_inheritcase',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.searchInheritance',
    summary: 'Kiosk: inheritance case search',
  },
  { path: '/kiosk/search_ban', area: 'kiosk', mode: 'kiosk', auth: true, built: true, titleId: 'route.searchBan', summary: 'Kiosk: property ban check' },
  {
    path: '/kiosk/equeue',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.equeue',
    summary: 'Kiosk: electronic queue (booking, own bookings, cancelling; on-screen keyboard for search and phone)',
  },
  {
    path: '/kiosk/video_testing',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.videoTesting',
    summary: 'Kiosk: video conference device test (not in the spec route list; the same test, result kept for the signed-in citizen)',
  },
  {
    path: '/kiosk/my_notarial_act',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.myActs',
    summary: 'Kiosk: my notarial acts (two tabs, twelve filters, new act)',
  },
  {
    path: '/kiosk/my_notarial_act/:rid',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.myAct',
    summary: 'Kiosk: my notarial act by its number (not in the spec route list; its notification list links here for registry system 2)',
  },
  {
    path: '/kiosk/diagnostics',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.kioskDiagnostics',
    summary:
      "Kiosk: technicians' diagnostics (role technician, decided by the server): self-test results with the spec §8 device messages, rerun, JSON report export, the terminal's key registration and its last heartbeat (not in the spec route list)",
  },
  {
    path: '/kiosk/update_dict',
    area: 'kiosk',
    mode: 'kiosk',
    auth: true,
    built: true,
    titleId: 'route.kioskDictionaries',
    summary:
      "Kiosk: the terminal's dictionaries as its offline cache holds them (spec §2 update_dict): the cache's age, its last sync, each dictionary's version, size and confirmation time, and its items, all read from the cache without the API",
  },
  { path: '/kiosk/403', area: 'errors', mode: 'kiosk', auth: true, built: true, titleId: 'route.forbidden', summary: 'Kiosk: access denied' },
  { path: '/kiosk/404', area: 'errors', mode: 'kiosk', auth: true, built: true, titleId: 'route.notFound', summary: 'Kiosk: page not found' },
] as const satisfies readonly RouteStatus[];

export type RoutePath = (typeof ROUTE_STATUS)[number]['path'];
export type RouteTitleId = (typeof ROUTE_STATUS)[number]['titleId'];
