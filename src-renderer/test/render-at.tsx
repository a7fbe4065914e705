import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { ReactNode } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router';
import type { Locale } from '../../src-domain/i18n/locale.ts';
import { loadLocale, showLocale } from '../app/i18n.ts';
import { Providers } from '../app/providers.tsx';
import { preloadRoutes } from './preload-routes.ts';

/**
 * Renders `routes` in a memory router starting at `path`, inside the app's providers, in
 * `locale`; a test follows navigation through `router.state.location`.
 */
export async function renderRoutes(routes: RouteObject[], { path = '/', locale = 'oz' as Locale, store = createStore() } = {}) {
  await Promise.all([loadLocale(locale), preloadRoutes(routes, path)]);
  showLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <Providers store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store, queryClient };
}

/** Renders `ui` on every path, starting at `path`, so a test can follow where it navigates. */
export function renderAt(ui: ReactNode, options: { path?: string; locale?: Locale; store?: ReturnType<typeof createStore> } = {}) {
  return renderRoutes([{ path: '*', element: ui }], options);
}
