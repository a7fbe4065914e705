import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { loadLocale, showLocale } from '../app/i18n.ts';
import { Providers } from '../app/providers.tsx';

/**
 * Renders `ui` on every path of a memory router starting at `path`, so a test can follow where
 * a component navigates (`router.state.location`).
 */
export async function renderAt(ui: ReactNode, { path = '/', locale = 'oz' as Locale, store = createStore() } = {}) {
  await loadLocale(locale);
  showLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <Providers store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store, queryClient };
}
