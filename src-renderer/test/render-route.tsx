import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { loadLocale, showLocale } from '../app/i18n.ts';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/routes.tsx';
import { tokenAtom } from '../state/token.ts';
import { preloadRoutes } from './preload-routes.ts';

export interface RenderRouteOptions {
  authenticated?: boolean;
}

/** Renders the real route table at `path` with a fresh store, in Latin Uzbek. */
export async function renderRoute(path: string, { authenticated = false }: RenderRouteOptions = {}) {
  await Promise.all([loadLocale('oz'), preloadRoutes(routes, path)]);
  showLocale('oz');
  const store = createStore();
  if (authenticated) store.set(tokenAtom, 'test-token');
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <Providers store={store} queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, store };
}
