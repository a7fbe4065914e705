import { I18nProvider } from '@lingui/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { useEffect, type ReactNode } from 'react';
import { registerServerCache } from '../state/server-cache.ts';
import { appStore } from '../state/store.ts';
import { Toaster } from '../ui/toast/toaster.tsx';
import { i18n } from './i18n.ts';
import { LocaleSync } from './locale-sync.tsx';

type Store = typeof appStore;

export interface ProvidersProps {
  children: ReactNode;
  /** Tests pass their own store; the app uses the shared one. */
  store?: Store;
  /**
   * Tests pass a query client for the whole tree. The app passes none: server state comes with
   * the pages that read the server (`server-state.tsx`), so the first download of the home page
   * does not carry the query library (docs/performance.md).
   */
  queryClient?: QueryClient;
}

/**
 * Client state (jotai), translations (Lingui) and the app's one toast area (spec §8 toasts).
 * The catalog of the stored locale is loaded before the first render (`main.tsx`); `LocaleSync`
 * follows changes.
 */
export function Providers({ children, store = appStore, queryClient }: ProvidersProps) {
  useEffect(() => (queryClient ? registerServerCache(() => queryClient.clear()) : undefined), [queryClient]);
  const content = (
    <I18nProvider i18n={i18n}>
      <LocaleSync />
      {children}
      <Toaster />
    </I18nProvider>
  );
  return <JotaiProvider store={store}>{queryClient ? <QueryClientProvider client={queryClient}>{content}</QueryClientProvider> : content}</JotaiProvider>;
}
