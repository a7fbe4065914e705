import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { loadLocale, showLocale } from '../app/i18n.ts';
import { Providers } from '../app/providers.tsx';

/**
 * Renders a component inside the app's providers and a router, with a fresh store and, unless
 * the test passes one (to mount twice over one cache), a fresh query client.
 */
export async function renderWithProviders(
  ui: ReactNode,
  { locale = 'oz' as Locale, store = createStore(), queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }) } = {},
) {
  await loadLocale(locale);
  showLocale(locale);
  const view = render(
    <Providers store={store} queryClient={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </Providers>,
  );
  return { ...view, store };
}
