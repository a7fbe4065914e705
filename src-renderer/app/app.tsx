import { useEffect } from 'react';
import { createBrowserRouter } from 'react-router';
// The DOM build of the provider: it can apply a navigation synchronously (`flushSync`), which
// the kiosk wipe needs (kiosk-wipe/use-citizen-wipe.ts).
import { RouterProvider } from 'react-router/dom';
import { STARTED_EVENT } from './prerender-mark.ts';
import { Providers } from './providers.tsx';
import { routes } from './routes.tsx';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The data router of `routes.tsx` over the browser's address. Made by `main.tsx` once the stored
 * locale is known: creating it starts loading the first page's chunks.
 */
export function createAppRouter(): AppRouter {
  return createBrowserRouter(routes);
}

/** Resolves once the router has loaded the first page (its lazy chunks): the first render is complete. */
export function whenRouterReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * The whole portal: providers around the data router. Once it is on screen (hydrated or
 * rendered), it tells a prerendered page's boot script, which replays what was pressed before.
 */
export function App({ router }: { router: AppRouter }) {
  useEffect(() => {
    document.dispatchEvent(new Event(STARTED_EVENT));
  }, []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
