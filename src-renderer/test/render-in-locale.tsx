import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { localeAtom } from '../state/locale.ts';
import { renderWithProviders } from './render-with-providers.tsx';

/** Test support: renders a component in `locale` (the store's locale decides what Lingui shows). */
export function renderInLocale(ui: ReactNode, locale: Locale = 'oz') {
  const store = createStore();
  store.set(localeAtom, locale);
  return renderWithProviders(ui, { locale, store });
}
