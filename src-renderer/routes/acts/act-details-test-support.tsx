import { createStore } from 'jotai';
import type { Locale } from '../../../src-domain/i18n/locale.ts';
import { localeAtom } from '../../state/locale.ts';
import { modeAtom } from '../../state/mode.ts';
import { tokenAtom } from '../../state/token.ts';
import { userAtom } from '../../state/user.ts';
import { renderRoutes } from '../../test/render-at.tsx';
import { userFixture } from '../../test/user-fixture.ts';
import { KioskMyActPage, MyActPage, MyActPartyPage, MyActVehiclePage } from '../my-acts/my-act-pages.tsx';
import { ActDetailsPage, KioskActDetailsPage } from './act-details-page.tsx';

/** Test support: the act details under every address that shows them, signed in. */
export function renderActPage(path: string, { locale = 'oz', pin = '31204842641014' }: { locale?: Locale; pin?: string } = {}) {
  const store = createStore();
  store.set(localeAtom, locale);
  store.set(tokenAtom, 'session');
  store.set(userAtom, userFixture({ pin }));
  if (path.startsWith('/kiosk')) store.set(modeAtom, 'kiosk');
  return renderRoutes(
    [
      { path: '/enotarial_act/:uuid', element: <ActDetailsPage /> },
      { path: '/kiosk/enotarial_act/:uuid', element: <KioskActDetailsPage /> },
      { path: '/my_notarial_act/:rid', element: <MyActPage /> },
      { path: '/kiosk/my_notarial_act/:rid', element: <KioskMyActPage /> },
      { path: '/my_notarial_act/:rid/member/:id', element: <MyActPartyPage /> },
      { path: '/my_notarial_act/:rid/auto/:id', element: <MyActVehiclePage /> },
      { path: '*', element: <p>elsewhere</p> },
    ],
    { path, locale, store },
  );
}
