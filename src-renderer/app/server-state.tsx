import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { registerServerCache } from '../state/server-cache.ts';
import { createQueryClient } from './query-client.ts';

let shared: QueryClient | undefined;

/** The app's one query client, made when the first page that reads the server needs it. */
function sharedClient(): QueryClient {
  if (!shared) {
    const client = createQueryClient();
    registerServerCache(() => client.clear());
    shared = client;
  }
  return shared;
}

/**
 * Server state (TanStack Query) for what is inside. The app shell and the home page read no
 * server data, so the query library is not part of the first download: `routes.tsx` wraps every
 * other page and the kiosk frame in this (`page()`); the web frame wraps the offer of a signed-in
 * user (`LazyServerState`). A client further up (tests pass one to `Providers`) is used as it is.
 */
export function ServerState({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={sharedClient()}>{children}</QueryClientProvider>;
}

export function withServerState(Page: ComponentType): ComponentType {
  function PageWithServerState() {
    return (
      <ServerState>
        <Page />
      </ServerState>
    );
  }
  PageWithServerState.displayName = `WithServerState(${Page.displayName ?? Page.name})`;
  return PageWithServerState;
}
