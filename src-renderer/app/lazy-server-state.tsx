import { Suspense, lazy, type ReactNode } from 'react';
import { loadChunk } from '../ui/chunk-load.ts';
import { catalogComplete } from './i18n.ts';

// Like the pages (routes.tsx), it waits for the rest of the catalog too.
const ServerState = lazy(async () => {
  const [module] = await loadChunk(() => Promise.all([import('./server-state.tsx'), catalogComplete()]));
  return { default: module.ServerState };
});

/** `ServerState` for a part of the shell that reads the server only sometimes: its code loads when rendered. */
export function LazyServerState({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <ServerState>{children}</ServerState>
    </Suspense>
  );
}
